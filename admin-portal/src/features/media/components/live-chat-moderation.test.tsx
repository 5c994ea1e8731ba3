import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../testing/render.tsx";
import { LiveStreamTab } from "./live-stream-tab.tsx";

// The machine running the tests is shared: give slow renders time before a query gives up.
configure({ asyncUtilTimeout: 5000 });

const chatLog = () => screen.findByRole("list", { name: "Chat messages" });

describe("live chat beside the stream settings", { timeout: 30_000 }, () => {
  it("has no accessibility violations and shows the viewers' chat next to the settings", async () => {
    const { container } = renderWithProviders(<LiveStreamTab />);
    expect(await screen.findByRole("textbox", { name: "YouTube stream URL" })).toBeVisible();
    expect(
      await within(await chatLog()).findByText("Blessings from Rochester! So glad to worship with you."),
    ).toBeVisible();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it("hides a message for everyone and blocks a name, then lifts the block", async () => {
    renderWithProviders(<LiveStreamTab />);
    const log = within(await chatLog());
    await userEvent.click(await log.findByRole("button", { name: "Moderate the message of Baraka" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Hide for everyone" }));
    await waitFor(() => expect(screen.getByText("Message hidden for everyone")).toBeVisible());
    await waitFor(() => expect(log.queryByText(/Tunamshukuru Mungu/)).not.toBeInTheDocument());

    await userEvent.click(log.getByRole("button", { name: "Moderate the message of Mary K." }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Block the name “Mary K.”" }));
    await waitFor(() =>
      expect(screen.getByText("Mary K. can no longer post during this stream")).toBeVisible(),
    );
    const unblock = await screen.findByRole("button", { name: "Unblock Mary K." });
    // The church's own messages have no moderation menu.
    expect(log.queryByRole("button", { name: /Church Admin/ })).not.toBeInTheDocument();
    await userEvent.click(unblock);
    await waitFor(() => expect(screen.getByText("Nobody is blocked.")).toBeVisible());
  });

  it("writes as the church", async () => {
    renderWithProviders(<LiveStreamTab />);
    await chatLog();
    await userEvent.type(screen.getByRole("textbox", { name: "Write as the church" }), "Karibu nyote!");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await within(await chatLog()).findByText("Karibu nyote!")).toBeVisible();
  });
});
