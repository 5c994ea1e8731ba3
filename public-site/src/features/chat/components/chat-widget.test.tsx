import { chatFallbackMessages, chatMessages } from "@church/contracts";
import { mockError } from "@church/contracts/mocks";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { delay, HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../testing/render.tsx";
import { server } from "../../../testing/setup-tests.ts";
import { ChatWidget } from "./chat-widget.tsx";

async function openChat() {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<ChatWidget />);
  await user.click(screen.getByRole("button", { name: "Chat with us" }));
  const input = await screen.findByRole("textbox", { name: "Your message" });
  return { user, input };
}

describe("ChatWidget", () => {
  it("opens with the greeting and has no accessibility violations", async () => {
    const { container } = renderWithProviders(<ChatWidget />);
    await userEvent.click(screen.getByRole("button", { name: "Chat with us" }));
    expect(await screen.findByText(chatMessages.greeting)).toBeVisible();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it("sends on Enter (trimmed), not on Shift+Enter, and shows the typing indicator until the reply", async () => {
    server.use(
      http.post("*/api/chat/public", async () => {
        await delay(150);
        return HttpResponse.json({
          success: true,
          message: "We worship every Sunday at 3:00 PM.",
          source: "quick_response",
        });
      }),
    );
    const { user, input } = await openChat();
    await user.type(input, "   ");
    await user.keyboard("{Enter}");
    expect(screen.queryByText("The assistant is typing...")).not.toBeInTheDocument();
    await user.type(input, "When is the service?{Shift>}{Enter}{/Shift}");
    expect(input).toHaveValue("   When is the service?\n");
    await user.keyboard("{Enter}");
    expect(await screen.findByText("The assistant is typing...")).toBeInTheDocument();
    expect(input).toBeDisabled();
    expect(screen.getByText("When is the service?")).toBeVisible();
    expect(await screen.findByText("We worship every Sunday at 3:00 PM.")).toBeVisible();
    expect(screen.queryByText("The assistant is typing...")).not.toBeInTheDocument();
  });

  it("answers with the spec's fallback when the chat service fails", async () => {
    server.use(http.post("*/api/chat/public", () => mockError(500, "internal_error", "boom")));
    const { user, input } = await openChat();
    await user.type(input, "Hello{Enter}");
    expect(await screen.findByText(chatFallbackMessages.serverError)).toBeVisible();
  });

  it("minimises and closes", async () => {
    const { user } = await openChat();
    await user.click(screen.getByRole("button", { name: "Minimise chat" }));
    expect(screen.queryByRole("textbox", { name: "Your message" })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Church Assistant" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Open chat" }));
    expect(screen.getByRole("textbox", { name: "Your message" })).toBeVisible();
    await user.click(screen.getAllByRole("button", { name: "Close chat" })[0] as HTMLElement);
    expect(screen.queryByRole("heading", { name: "Church Assistant" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Chat with us" })).toHaveFocus();
  });
});
