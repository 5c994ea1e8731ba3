import { i18n } from "@church/ui-kit";
import { act, screen } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { siteConfig } from "../lib/site-config.ts";
import { renderWithProviders } from "../testing/render.tsx";
import { ShareLinks } from "./share-links.tsx";

const whatsappHref = () =>
  decodeURIComponent(screen.getByRole("link", { name: /WhatsApp/ }).getAttribute("href") ?? "");

describe("ShareLinks", () => {
  it("has no accessibility violations and shares the English page's address", async () => {
    const { container } = renderWithProviders(<ShareLinks path="/events/picnic" title="Picnic" />);
    expect(whatsappHref()).toBe(`https://wa.me/?text=Picnic ${siteConfig.origin}/events/picnic`);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it("shares the Swahili address from a Swahili page", async () => {
    await act(() => i18n.changeLanguage("sw"));
    renderWithProviders(<ShareLinks path="/events/picnic" title="Pikiniki" />);
    expect(whatsappHref()).toBe(`https://wa.me/?text=Pikiniki ${siteConfig.origin}/sw/events/picnic`);
    const mail = screen.getByRole("link", { name: /barua pepe|e-mail/i });
    expect(decodeURIComponent(mail.getAttribute("href") ?? "")).toContain(
      `${siteConfig.origin}/sw/events/picnic`,
    );
  });
});
