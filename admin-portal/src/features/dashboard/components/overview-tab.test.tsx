import type { SessionUser } from "@church/contracts";
import { usersFixtures } from "@church/contracts/mocks";
import { configure, screen } from "@testing-library/react";
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
    expect(await screen.findByText("Total Donations")).toBeVisible();
    expect(await screen.findByText("Recent Donations")).toBeVisible();
    expect(screen.getByRole("link", { name: /Open CRM Portal/ })).toHaveAttribute("target", "_blank");
    await userEvent.click(screen.getByRole("button", { name: "New Event" }));
    expect(onQuickAction).toHaveBeenCalledWith("events");
    await userEvent.click(screen.getByRole("button", { name: "Send Newsletter" }));
    expect(onQuickAction).toHaveBeenLastCalledWith("newsletter");
  });

  it("gives a content editor neither donations nor the CRM portal", async () => {
    renderWithProviders(<OverviewTab user={sessionUser("content_editor")} />);
    expect(await screen.findByText("Blog Posts")).toBeVisible();
    expect(screen.queryByText("Total Donations")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Open CRM Portal/ })).not.toBeInTheDocument();
  });
});
