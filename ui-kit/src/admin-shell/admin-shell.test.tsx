import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../test/axe.ts";
import { AdminShell } from "./admin-shell.tsx";

const items = [
  { id: "overview", label: "Overview" },
  { id: "blog", label: "Blog Posts", badge: 2 },
];

describe("AdminShell", () => {
  it("has no accessibility violations", async () => {
    const { container } = render(
      <AdminShell
        title="Admin Dashboard"
        items={items}
        activeId="overview"
        footer={<button type="button">Sign out</button>}
      >
        <h1>Overview</h1>
      </AdminShell>,
    );
    await expectNoAxeViolations(container);
  });

  it("shows the title, the side menu with the current item, the footer and the content", () => {
    render(
      <AdminShell
        title="Admin Dashboard"
        items={items}
        activeId="blog"
        footer={<button type="button">Sign out</button>}
      >
        <p>Page content</p>
      </AdminShell>,
    );
    expect(screen.getByText("Admin Dashboard")).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    expect(nav).toContainElement(screen.getByRole("button", { name: /Blog Posts/ }));
    expect(screen.getByRole("button", { name: /Blog Posts/ })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("button", { name: "Overview" })).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("button", { name: "Sign out" })).toBeInTheDocument();
    expect(screen.getByRole("main")).toHaveTextContent("Page content");
  });

  it("opens and closes the menu with the toggle, Escape and a choice", async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(
      <AdminShell title="Admin Dashboard" items={[...items, { id: "events", label: "Events", onSelect }]}>
        <p>Page</p>
      </AdminShell>,
    );
    const toggle = screen.getByRole("button", { name: "Menu" });
    const sidebar = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    expect(sidebar).toContainElement(screen.getByRole("navigation"));
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(sidebar).toHaveAttribute("data-state", "closed");

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(sidebar).toHaveAttribute("data-state", "open");

    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(screen.getByRole("button", { name: "Events" }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(sidebar).toHaveAttribute("data-state", "closed");
  });

  it("renders router links that mark the current route", () => {
    render(
      <MemoryRouter initialEntries={["/admin/crm"]}>
        <AdminShell
          title="Admin"
          items={[
            { id: "overview", label: "Overview", to: "/admin" },
            { id: "crm", label: "Church Records", to: "/admin/crm" },
          ]}
        >
          <p>Page</p>
        </AdminShell>
      </MemoryRouter>,
    );
    expect(screen.getByRole("link", { name: "Church Records" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Church Records" })).toHaveAttribute("href", "/admin/crm");
  });
});
