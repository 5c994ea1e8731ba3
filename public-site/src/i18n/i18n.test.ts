import { textsProblems } from "@church/ui-kit";
import { describe, expect, it } from "vitest";
import { messagesSw } from "./messages.texts.sw.ts";

describe("public site translations", () => {
  it("has every namespace in English and Swahili, with the same keys", () => {
    const modules = import.meta.glob<object>("/src/**/*.texts.{en,sw}.ts", { eager: true });
    expect(Object.keys(modules).length).toBeGreaterThan(25);
    expect(textsProblems(modules, { swahiliOnly: ["messages.texts.sw.ts"] })).toEqual([]);
  });

  it("translates every contract text the site shows", () => {
    const messages = Object.entries(messagesSw);
    expect(messages.length).toBeGreaterThan(40);
    for (const [english, swahili] of messages) expect(swahili.trim(), english).not.toBe(english);
  });
});
