import { describe, expect, it, vi } from "vitest";
import { commonSw } from "./common.texts.sw.ts";
import { languageStorageKey } from "./core.ts";
import { i18n } from "./i18n.ts";
import { defineTexts, loadTexts } from "./texts.ts";
import { missingKeys, textsProblems } from "./texts-parity.ts";

describe("common namespace", () => {
  it("has the same keys in English and Swahili", () => {
    expect(textsProblems(import.meta.glob<object>("/src/**/*.texts.{en,sw}.ts", { eager: true }))).toEqual(
      [],
    );
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

describe("textsProblems", () => {
  it("names a missing language, missing keys and untranslated Swahili", () => {
    const modules = {
      "/src/a/a.texts.en.ts": { aEn: { title: "Title", more: "More" } },
      "/src/a/a.texts.sw.ts": { aSw: { title: "Kichwa" } },
      "/src/b/b.texts.en.ts": { bEn: { title: "Title" } },
      "/src/c/c.texts.en.ts": { cEn: { title: "Title" } },
      "/src/c/c.texts.sw.ts": { cSw: { title: "Title" } },
      "/src/d/d.texts.sw.ts": { dSw: { "Thank you": "Asante" } },
    };
    expect(textsProblems(modules, { swahiliOnly: ["d.texts.sw.ts"] })).toEqual([
      "/src/a/a.texts.en.ts: sw: more",
      "/src/b/b.texts.en.ts: no Swahili dictionary in /src/b/b.texts.sw.ts",
      "/src/c/c.texts.sw.ts: the English, not translated",
    ]);
    expect(textsProblems({ "/src/d/d.texts.sw.ts": {} })).toEqual([
      "/src/d/d.texts.sw.ts: no English module /src/d/d.texts.en.ts",
    ]);
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

  it("adds a bundled namespace in both languages and falls back to English", async () => {
    defineTexts("test-feature", {
      en: { greeting: "Welcome, {{name}}!", onlyEnglish: "Only English" },
      sw: { greeting: "Karibu, {{name}}!" },
    });
    expect(i18n.t("test-feature:greeting", { name: "Amani" })).toBe("Welcome, Amani!");
    await i18n.changeLanguage("sw");
    expect(i18n.t("test-feature:greeting", { name: "Amani" })).toBe("Karibu, Amani!");
    expect(i18n.t("test-feature:onlyEnglish")).toBe("Only English");
  });

  it("loads a lazily defined namespace in one language only when asked", async () => {
    const loaded: string[] = [];
    defineTexts("test-lazy", {
      en: async () => {
        loaded.push("en");
        return { lazyEn: { hello: "Hello" } };
      },
      sw: async () => {
        loaded.push("sw");
        return { lazySw: { hello: "Habari" } };
      },
    });
    expect(i18n.hasResourceBundle("sw", "test-lazy")).toBe(false);
    expect(await loadTexts("sw", "test-lazy")).toEqual({ hello: "Habari" });
    expect(loaded).toEqual(["sw"]);
  });
});

describe("i18n start-up", () => {
  it("starts in the remembered language and shares one instance between copies of the module", async () => {
    const slot = Symbol.for("@church/ui-kit/i18n");
    const holder = globalThis as unknown as Record<symbol, unknown>;
    const shared = holder[slot];
    localStorage.setItem(languageStorageKey, "sw");
    try {
      delete holder[slot];
      vi.resetModules();
      const fresh = await import("./i18n.ts");
      expect(fresh.i18n).not.toBe(shared);
      expect(fresh.i18n.language).toBe("sw");
      expect(fresh.i18n.t("cancel")).toBe("Ghairi");
      expect(document.documentElement.lang).toBe("sw");

      // A second copy (e.g. a remote that bundled its own ui-kit) gets the same instance.
      vi.resetModules();
      const again = await import("./i18n.ts");
      expect(again.i18n).toBe(fresh.i18n);
    } finally {
      holder[slot] = shared;
      vi.resetModules();
    }
  });

  it("ignores an unknown remembered language", async () => {
    const slot = Symbol.for("@church/ui-kit/i18n");
    const holder = globalThis as unknown as Record<symbol, unknown>;
    const shared = holder[slot];
    localStorage.setItem(languageStorageKey, "fr");
    try {
      delete holder[slot];
      vi.resetModules();
      const fresh = await import("./i18n.ts");
      expect(fresh.i18n.language).toBe("en");
    } finally {
      holder[slot] = shared;
      vi.resetModules();
    }
  });
});
