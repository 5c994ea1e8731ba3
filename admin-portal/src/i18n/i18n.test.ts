import { missingKeys } from "@church/ui-kit";
import { describe, expect, it } from "vitest";
import { adminEn } from "./en.ts";
import { adminSw } from "./sw.ts";

describe("admin translations", () => {
  it("has every English key in Swahili and back", () => {
    expect(missingKeys(adminEn, adminSw)).toEqual([]);
  });
});
