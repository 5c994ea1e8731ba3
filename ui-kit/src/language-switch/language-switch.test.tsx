import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useTranslation } from "react-i18next";
import { describe, expect, it } from "vitest";
import { languageStorageKey } from "../i18n/core.ts";
import { i18n } from "../i18n/i18n.ts";
import { expectNoAxeViolations } from "../test/axe.ts";
import { LanguageSwitch } from "./language-switch.tsx";

function SaveButton() {
  const { t } = useTranslation("common");
  return <button type="button">{t("save")}</button>;
}

describe("LanguageSwitch", () => {
  it("has no accessibility violations, full or compact", async () => {
    const { container } = render(
      <>
        <LanguageSwitch />
        <LanguageSwitch compact />
      </>,
    );
    await expectNoAxeViolations(container);
  });

  it("starts in English and switches the whole interface to Kiswahili and back", async () => {
    const user = userEvent.setup();
    render(
      <>
        <LanguageSwitch />
        <SaveButton />
      </>,
    );
    expect(screen.getByRole("group", { name: "Language" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "English" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Save" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Kiswahili" }));
    expect(screen.getByRole("button", { name: "Kiswahili" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "English" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("button", { name: "Hifadhi" })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Lugha" })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("lang", "sw");
    expect(localStorage.getItem(languageStorageKey)).toBe("sw");
    expect(i18n.language).toBe("sw");

    await user.click(screen.getByRole("button", { name: "English" }));
    expect(screen.getByRole("button", { name: "Save" })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("lang", "en");
    expect(localStorage.getItem(languageStorageKey)).toBe("en");
  });

  it("names each language in itself, also in the compact form", () => {
    render(<LanguageSwitch compact />);
    expect(screen.getByRole("button", { name: /Kiswahili/ })).toHaveAttribute("lang", "sw");
    expect(screen.getByRole("button", { name: /English/ })).toHaveAttribute("lang", "en");
    expect(screen.getByText("SW")).toBeVisible();
  });

  it("follows a language change made elsewhere (another app on the same page)", async () => {
    render(<LanguageSwitch />);
    await i18n.changeLanguage("sw");
    expect(await screen.findByRole("button", { name: "Kiswahili", pressed: true })).toBeInTheDocument();
  });

  it("as links, points at the twin pages, marks the current one and remembers a choice", async () => {
    const user = userEvent.setup();
    const { container } = render(<LanguageSwitch links={{ en: "/events", sw: "/sw/events" }} />);
    await expectNoAxeViolations(container);
    const swahili = screen.getByRole("link", { name: "Kiswahili" });
    expect(swahili).toHaveAttribute("href", "/sw/events");
    expect(swahili).toHaveAttribute("hreflang", "sw");
    expect(screen.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "true");
    expect(swahili).not.toHaveAttribute("aria-current");
    // jsdom does not navigate; the click still records the choice for the next visit.
    swahili.addEventListener("click", (event) => event.preventDefault());
    await user.click(swahili);
    expect(localStorage.getItem(languageStorageKey)).toBe("sw");
    expect(document.cookie).toContain(`${languageStorageKey}=sw`);
  });
});
