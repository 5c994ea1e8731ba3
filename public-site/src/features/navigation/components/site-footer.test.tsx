import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../testing/render.tsx";
import { SiteFooter } from "./site-footer.tsx";

describe("SiteFooter", () => {
  it("shows only the enabled social links and the legal links", async () => {
    renderWithProviders(<SiteFooter />);
    expect(await screen.findByRole("link", { name: /Instagram/ })).toHaveAttribute(
      "href",
      "https://www.instagram.com/amanifriends.example",
    );
    expect(screen.getByRole("link", { name: /Facebook/ })).toBeVisible();
    // WhatsApp has a number but is switched off.
    expect(screen.queryByRole("link", { name: /WhatsApp/ })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    expect(screen.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
    expect(screen.getByRole("button", { name: "Cookie Settings" })).toBeVisible();
  });
});
