import { chatFallbackMessages } from "@church/contracts";
import { ApiError } from "@church/contracts/client";
import { describe, expect, it } from "vitest";
import { botMessageFrom, chatFallbackFor } from "./chat-reply.ts";

describe("chat replies", () => {
  it("uses the answer only when it succeeded with a message", () => {
    expect(
      botMessageFrom({ success: true, message: "Sundays at 3 PM", source: "quick_response" }),
    ).toMatchObject({
      content: "Sundays at 3 PM",
      source: "quick_response",
    });
    expect(botMessageFrom({ success: false, message: "", source: "fallback", error: "Busy" })).toMatchObject({
      content: "Busy",
      source: "fallback",
    });
    expect(botMessageFrom({ success: true, message: " ", source: "chatgpt" }).content).toBe(
      chatFallbackMessages.failed,
    );
  });

  it("maps failures to the spec's fallback texts", () => {
    expect(chatFallbackFor(new ApiError(0, "timeout", "timed out"))).toBe(chatFallbackMessages.timeout);
    expect(chatFallbackFor(new ApiError(0, "network_error", "Failed to fetch"))).toBe(
      chatFallbackMessages.network,
    );
    expect(chatFallbackFor(new ApiError(500, "internal_error", "boom"))).toBe(
      chatFallbackMessages.serverError,
    );
    expect(chatFallbackFor(new ApiError(200, "bad_response", "Invalid JSON response from API"))).toBe(
      chatFallbackMessages.badResponse,
    );
    expect(chatFallbackFor(new Error("?"))).toBe(chatFallbackMessages.default);
  });
});
