import { missingKeys } from "@church/ui-kit";
import { describe, expect, it } from "vitest";
import { siteEn } from "./en.ts";
import { siteSw } from "./sw.ts";

describe("public site translations", () => {
  it("has every English key in Swahili and back", () => {
    expect(missingKeys(siteEn, siteSw)).toEqual([]);
  });
});
