import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../testing/render.tsx";
import { MessagesTab } from "./messages-tab.tsx";

// The machine running the tests is shared: give slow renders time before a query gives up.
configure({ asyncUtilTimeout: 5000 });

describe("messages", { timeout: 30_000 }, () => {
  it("has no accessibility violations and counts unread in the singular", async () => {
    const { container } = renderWithProviders(<MessagesTab />);
    expect(await screen.findByText(/1 unread$/)).toBeVisible();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it("marks the ticked messages read at once, and the toast undoes it", async () => {
    renderWithProviders(<MessagesTab />);
    await userEvent.click(await screen.findByRole("checkbox", { name: "Select all messages" }));
    const bar = screen.getByRole("toolbar", { name: "Selected messages" });
    expect(bar).toHaveTextContent("2 selected");
    await userEvent.click(within(bar).getByRole("button", { name: "Mark as read" }));
    expect(await screen.findByText("2 messages marked as read")).toBeVisible();
    await waitFor(() => expect(screen.getByText(/0 unread$/)).toBeVisible());
    await userEvent.click(screen.getByRole("button", { name: "Undo" }));
    await waitFor(() => expect(screen.getByText(/2 unread$/)).toBeVisible());
  });

  it("deletes one from its menu after a confirmation naming the sender", async () => {
    renderWithProviders(<MessagesTab />);
    await userEvent.click(
      await screen.findByRole("button", { name: "Actions for the message from Rebecca Thompson" }),
    );
    await userEvent.click(await screen.findByRole("menuitem", { name: "Delete…" }));
    const confirm = await screen.findByRole("alertdialog", {
      name: "Delete the message from Rebecca Thompson?",
    });
    expect(confirm).toHaveTextContent("“Visiting this Sunday” will be removed.");
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("1 message deleted")).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole("article", { name: /Visiting this Sunday/ })).not.toBeInTheDocument(),
    );
  });
});
