import type { SessionUser } from "@church/contracts";
import { usersFixtures } from "@church/contracts/mocks";
import { configure, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../testing/render.tsx";
import { OverviewTab } from "./overview-tab.tsx";

// The machine running the tests is shared: give slow renders time before a query gives up.
configure({ asyncUtilTimeout: 5000 });

const sessionUser = (role: SessionUser["role"]): SessionUser => {
  const fixture = usersFixtures.find((u) => u.role === role);
  if (!fixture) throw new Error(`no ${role} fixture`);
  const { createdAt: _c, updatedAt: _u, ...user } = fixture;
  return user;
};

describe("overview", { timeout: 30_000 }, () => {
  it("shows the counts, total donations and the quick actions of a pastor", async () => {
    const onQuickAction = vi.fn();
    renderWithProviders(<OverviewTab user={sessionUser("pastor")} onQuickAction={onQuickAction} />);
    await waitFor(() => expect(screen.getByText("Total Donations")).toBeVisible());
    await waitFor(() => expect(screen.getByText("Recent Donations")).toBeVisible());
    // Words people use, not stored values: "Tithe, monthly" rather than "tithe".
    expect(await screen.findByText(/Tithe, monthly/)).toBeVisible();
    expect(screen.queryByText(/· tithe ·/)).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Open CRM Portal/ })).toHaveAttribute("target", "_blank");
    await userEvent.click(screen.getByRole("button", { name: "New Event" }));
    expect(onQuickAction).toHaveBeenCalledWith("events");
    await userEvent.click(screen.getByRole("button", { name: "Send Newsletter" }));
    expect(onQuickAction).toHaveBeenLastCalledWith("newsletter");
  });

  it("gives a content editor neither donations nor the CRM portal", async () => {
    renderWithProviders(<OverviewTab user={sessionUser("content_editor")} />);
    await waitFor(() => expect(screen.getByText("Blog Posts")).toBeVisible());
    expect(screen.queryByText("Total Donations")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Open CRM Portal/ })).not.toBeInTheDocument();
  });
});
