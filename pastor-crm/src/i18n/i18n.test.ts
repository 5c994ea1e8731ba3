import { textsProblems } from "@church/ui-kit";
import { describe, expect, it } from "vitest";

describe("translations", () => {
  it("has every namespace in English and Swahili, with the same keys", () => {
    const modules = import.meta.glob<object>("/src/**/*.texts.{en,sw}.ts", { eager: true });
    expect(Object.keys(modules).length).toBeGreaterThan(5);
    expect(textsProblems(modules)).toEqual([]);
  });
});
