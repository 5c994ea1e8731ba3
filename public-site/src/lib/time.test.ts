import { describe, expect, it } from "vitest";
import { buffaloDateTime, buffaloIso } from "./time.ts";

describe("Buffalo time", () => {
  it("writes an instant as Buffalo's wall-clock time with that day's offset", () => {
    expect(buffaloIso("2026-11-29T20:00:00.000Z")).toBe("2026-11-29T15:00:00-05:00");
    expect(buffaloIso("2026-07-05T19:00:00Z")).toBe("2026-07-05T15:00:00-04:00");
    // Just after midnight in Buffalo is still the previous day in UTC minus five.
    expect(buffaloIso("2026-01-01T04:30:00Z")).toBe("2025-12-31T23:30:00-05:00");
  });

  it("turns a Buffalo date and time into the same form", () => {
    expect(buffaloDateTime("2026-11-29", "15:00")).toBe("2026-11-29T15:00:00-05:00");
    expect(buffaloDateTime("2026-07-05", "15:00")).toBe("2026-07-05T15:00:00-04:00");
  });
});
