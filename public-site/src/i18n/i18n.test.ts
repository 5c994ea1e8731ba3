import { missingKeys } from "@church/ui-kit";
import { describe, expect, it } from "vitest";
import { siteEn } from "./en.ts";
import { messagesSw } from "./messages.sw.ts";
import { siteSw } from "./sw.ts";

type Module = Record<string, Record<string, unknown>>;
const english = import.meta.glob<Module>("./pages/*.en.ts", { eager: true });
const swahili = import.meta.glob<Module>("./pages/*.sw.ts", { eager: true });
const dictionary = (module: Module | undefined) => (module ? Object.values(module)[0] : undefined);

describe("public site translations", () => {
  it("has every English key of the shared texts in Swahili and back", () => {
    expect(missingKeys(siteEn, siteSw)).toEqual([]);
  });

  it("has a Swahili dictionary for every page dictionary, with the same keys", () => {
    const pages = Object.keys(english);
    expect(pages.length).toBeGreaterThan(10);
    for (const path of pages) {
      const en = dictionary(english[path]);
      const sw = dictionary(swahili[path.replace(".en.ts", ".sw.ts")]);
      expect(sw, `${path} has no Swahili dictionary`).toBeDefined();
      if (!en || !sw) continue;
      expect(missingKeys(en, sw), path).toEqual([]);
    }
    expect(Object.keys(swahili).length).toBe(pages.length);
  });

  it("translates every contract text the site shows", () => {
    const messages = Object.entries(messagesSw);
    expect(messages.length).toBeGreaterThan(40);
    for (const [english, swahili] of messages) expect(swahili.trim(), english).not.toBe(english);
  });
});
