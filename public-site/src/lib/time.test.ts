import { describe, expect, it } from "vitest";
import { buffaloClock, buffaloDateTime, buffaloIso } from "./time.ts";

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

describe("Buffalo time, written out", () => {
  const intl = new Intl.DateTimeFormat("en-US", {
    timeZone: "America/New_York",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  });
  /** What Intl's time-zone data makes of an instant: Buffalo's wall clock and weekday. */
  const byIntl = (instant: number) => {
    const parts = Object.fromEntries(intl.formatToParts(instant).map((part) => [part.type, part.value]));
    const local = `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
    const offset = Math.round((Date.parse(`${local}Z`) - instant) / 60_000);
    const sign = offset < 0 ? "-" : "+";
    const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, "0");
    return {
      iso: `${local}${sign}${hours}:${String(Math.abs(offset) % 60).padStart(2, "0")}`,
      weekday: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(parts.weekday ?? ""),
    };
  };

  it("agrees with Intl every quarter hour around each change of clocks and twice a day, in years around 2007 and to come", () => {
    const instants: number[] = [];
    // Around the 2007 change of rules, and the coming years (contracts' eastern-time.test.ts covers 2000-2045).
    for (const year of [2005, 2006, 2007, 2008, 2026, 2027, 2028]) {
      for (let day = Date.UTC(year, 0, 1); day < Date.UTC(year + 1, 0, 1); day += 86_400_000) {
        instants.push(day + 3 * 3_600_000, day + 15 * 3_600_000);
        const date = new Date(day);
        // Around every Sunday of March, April, October and November (the rules moved in 2007).
        if ([2, 3, 9, 10].includes(date.getUTCMonth()) && date.getUTCDay() === 0) {
          // 4:00-8:45 UTC: the change is at 7:00 UTC in spring and 6:00 UTC in autumn.
          for (let quarter = 0; quarter < 20; quarter++)
            instants.push(day + 4 * 3_600_000 + quarter * 900_000);
        }
      }
    }
    for (const instant of instants) {
      const expected = byIntl(instant);
      const iso = new Date(instant).toISOString();
      expect(buffaloIso(iso), iso).toBe(expected.iso);
      const clock = buffaloClock(new Date(instant));
      expect(clock.date, iso).toBe(expected.iso.slice(0, 10));
      expect(clock.weekday, iso).toBe(expected.weekday);
      expect(clock.minutes, iso).toBe(
        Number(expected.iso.slice(11, 13)) * 60 + Number(expected.iso.slice(14, 16)),
      );
    }
  });

  it("gives a Buffalo date its offset on both sides of a change of clocks", () => {
    expect(buffaloDateTime("2026-03-07", "15:00")).toBe("2026-03-07T15:00:00-05:00");
    expect(buffaloDateTime("2026-03-08", "15:00")).toBe("2026-03-08T15:00:00-04:00");
    expect(buffaloDateTime("2026-10-31", "15:00")).toBe("2026-10-31T15:00:00-04:00");
    expect(buffaloDateTime("2026-11-01", "15:00")).toBe("2026-11-01T15:00:00-05:00");
    // Before 2007 daylight time began in April.
    expect(buffaloDateTime("2005-03-20", "15:00")).toBe("2005-03-20T15:00:00-05:00");
    expect(buffaloDateTime("2005-04-10", "15:00")).toBe("2005-04-10T15:00:00-04:00");
  });
});
