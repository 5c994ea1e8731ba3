import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../testing/render.tsx";
import { SiteHeader } from "./site-header.tsx";

function renderHeader() {
  return renderWithProviders(
    <SiteHeader brand="Amani Friends Church" renderAccount={() => <a href="/admin-login">Login</a>} />,
  );
}

describe("SiteHeader", () => {
  it("has no accessibility violations", async () => {
    const { container } = renderHeader();
    await screen.findByRole("navigation", { name: "Main navigation" });
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it("opens a dropdown with Enter and closes it with Escape", async () => {
    renderHeader();
    const toggle = await screen.findByRole("button", { name: "Show About links" });
    expect(screen.queryByRole("link", { name: "Meet Our Pastor" })).not.toBeInTheDocument();
    toggle.focus();
    await userEvent.keyboard("{Enter}");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "Meet Our Pastor" })).toHaveAttribute("href", "/about/pastor");
    await userEvent.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("links Donate to /give and Watch Online to /worship/livestream", async () => {
    renderHeader();
    // One Donate in the desktop actions, one kept in the bar on phones (CSS shows one at a time).
    const donate = await screen.findAllByRole("link", { name: "Donate" });
    for (const link of donate) expect(link).toHaveAttribute("href", "/give");
    expect(screen.getByRole("link", { name: "Watch Online" })).toHaveAttribute("href", "/worship/livestream");
  });
});
