import { describe, expect, it } from "vitest";
import { commonEn } from "./common.en.ts";
import { commonSw } from "./common.sw.ts";
import { addTranslations, i18n, languageStorageKey } from "./i18n.ts";
import { missingKeys } from "./missing-keys.ts";

describe("common namespace", () => {
  it("has the same keys in English and Swahili", () => {
    expect(missingKeys(commonEn, commonSw)).toEqual([]);
  });

  it("has no empty Swahili text", () => {
    expect(Object.entries(commonSw).filter(([, text]) => text.trim() === "")).toEqual([]);
  });
});

describe("missingKeys", () => {
  it("names nested keys missing on either side", () => {
    const en = { nav: { home: "Home", about: "About" }, save: "Save" };
    const sw = { nav: { home: "Nyumbani" }, extra: "Ziada", save: "Hifadhi" };
    expect(missingKeys(en, sw)).toEqual(["en: extra", "sw: nav.about"]);
  });
});

describe("i18n instance", () => {
  it("is initialised synchronously in English with the common words", () => {
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe("en");
    expect(i18n.t("loading")).toBe("Loading...");
  });

  it("switches language, remembers it and updates <html lang>", async () => {
    await i18n.changeLanguage("sw");
    expect(i18n.t("save")).toBe("Hifadhi");
    expect(localStorage.getItem(languageStorageKey)).toBe("sw");
    expect(document.documentElement.lang).toBe("sw");
  });

  it("adds an app namespace in both languages and falls back to English", async () => {
    addTranslations("test-feature", {
      en: { greeting: "Welcome, {{name}}!", onlyEnglish: "Only English" },
      sw: { greeting: "Karibu, {{name}}!" },
    });
    expect(i18n.t("test-feature:greeting", { name: "Amani" })).toBe("Welcome, Amani!");
    await i18n.changeLanguage("sw");
    expect(i18n.t("test-feature:greeting", { name: "Amani" })).toBe("Karibu, Amani!");
    expect(i18n.t("test-feature:onlyEnglish")).toBe("Only English");
  });
});
