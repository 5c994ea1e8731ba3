import { missingKeys } from "@church/ui-kit";
import { describe, expect, it } from "vitest";
import { crmAppEn } from "./en.ts";
import { crmAppSw } from "./sw.ts";

describe("pastor-crm app shell translations", () => {
  it("has every English key in Swahili and back", () => {
    expect(missingKeys(crmAppEn, crmAppSw)).toEqual([]);
  });
});
