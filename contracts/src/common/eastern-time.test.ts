import { describe, expect, it } from "vitest";
import { calendarDate } from "./content-utils.ts";
import { easternOffsetMinutes } from "./eastern-time.ts";

describe("Buffalo's wall clock without Intl", () => {
  const intlDate = new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/New_York",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  const intlOffset = new Intl.DateTimeFormat("en-US", {
    timeZone: "America/New_York",
    timeZoneName: "longOffset",
  });
  /** "GMT-05:00" as minutes. */
  const offsetOf = (instant: number) => {
    const name = intlOffset.formatToParts(instant).find((part) => part.type === "timeZoneName")?.value ?? "";
    const [, sign = "+", hours = "0", minutes = "0"] = /GMT([+-])(\d\d):(\d\d)/.exec(name) ?? [];
    return (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
  };

  it("has Intl's offset and calendar date every half hour of each changing Sunday and twice a day, 2000-2045", () => {
    for (let day = Date.UTC(2000, 0, 1); day < Date.UTC(2046, 0, 1); day += 86_400_000) {
      const date = new Date(day);
      const changing = [2, 3, 9, 10].includes(date.getUTCMonth()) && date.getUTCDay() === 0;
      const instants = changing
        ? Array.from({ length: 48 }, (_, half) => day + half * 1_800_000)
        : [day + 4 * 3_600_000, day + 16 * 3_600_000];
      for (const instant of instants) {
        const at = new Date(instant).toISOString();
        expect(easternOffsetMinutes(instant), at).toBe(offsetOf(instant));
        expect(calendarDate(new Date(instant)), at).toBe(intlDate.format(instant));
      }
    }
  });

  it("still asks Intl for another time zone", () => {
    expect(calendarDate(new Date("2026-11-26T02:00:00Z"), "Africa/Nairobi")).toBe("2026-11-26");
    expect(calendarDate(new Date("2026-11-26T02:00:00Z"))).toBe("2026-11-25");
  });
});
