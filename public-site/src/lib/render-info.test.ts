import { describe, expect, it } from "vitest";
import { churchDayEnds } from "./render-info.tsx";

const at = (iso: string) => Date.parse(iso);

describe("churchDayEnds", () => {
  it("is the next midnight in Buffalo (UTC-5 in winter)", () => {
    expect(churchDayEnds(at("2026-11-25T22:38:00Z"))).toBe(at("2026-11-26T05:00:00Z"));
    // 11:30 PM UTC on the 26th is still the 26th's evening in Buffalo.
    expect(churchDayEnds(at("2026-11-27T04:30:00Z"))).toBe(at("2026-11-27T05:00:00Z"));
  });

  it("follows daylight saving time (UTC-4 in summer)", () => {
    expect(churchDayEnds(at("2026-07-04T15:00:00Z"))).toBe(at("2026-07-05T04:00:00Z"));
  });

  it("ends a midnight exactly at the next one, not at itself", () => {
    expect(churchDayEnds(at("2026-11-26T05:00:00Z"))).toBe(at("2026-11-27T05:00:00Z"));
  });
});
