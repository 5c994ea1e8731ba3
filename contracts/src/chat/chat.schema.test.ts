import { describe, expect, it } from "vitest";
import { churchInfo } from "../common/church-info.ts";
import { chatFallbackMessages, chatMessages } from "./chat.constants.ts";
import { chatRequestSchema, chatResponseSchema } from "./chat.schema.ts";

describe("chat request", () => {
  it("trims the message", () => {
    expect(chatRequestSchema.parse({ message: "  When is the service?\n" }).message).toBe(
      "When is the service?",
    );
  });

  it("refuses an empty or whitespace-only message", () => {
    expect(chatRequestSchema.safeParse({ message: "   " }).error?.issues[0]?.message).toBe(
      chatMessages.empty,
    );
  });

  it("allows at most 1000 characters", () => {
    expect(chatRequestSchema.safeParse({ message: "a".repeat(1000) }).success).toBe(true);
    expect(chatRequestSchema.safeParse({ message: "a".repeat(1001) }).error?.issues[0]?.message).toBe(
      chatMessages.tooLong,
    );
  });

  it("answers with one of the three sources", () => {
    expect(
      chatResponseSchema.safeParse({ success: true, message: "Hi", source: "quick_response" }).success,
    ).toBe(true);
    expect(chatResponseSchema.safeParse({ success: true, message: "Hi", source: "gpt" }).success).toBe(false);
  });

  it("names the pastor's phone in every fallback", () => {
    const { failed, ...fallbacks } = chatFallbackMessages;
    expect(failed).toBe("Failed to get response");
    for (const text of Object.values(fallbacks)) expect(text).toContain(churchInfo.pastor.phone);
  });
});
