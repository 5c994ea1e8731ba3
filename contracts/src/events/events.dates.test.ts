import { describe, expect, it } from "vitest";
import {
  formatTimeRange,
  isOccurrence,
  nextOccurrence,
  occurrencesBetween,
  type RepeatRule,
  weekdayOfMonth,
} from "./events.dates.ts";

const rule = (
  firstDate: string,
  repeat: RepeatRule["repeat"],
  more: Partial<RepeatRule> = {},
): RepeatRule => ({
  firstDate,
  repeat,
  repeatUntil: null,
  skipDates: [],
  ...more,
});

describe("event dates", () => {
  it("steps weekly and every other week, leaving out skipped dates and stopping at the end date", () => {
    const weekly = rule("2026-12-06", "weekly", { skipDates: ["2026-12-27"], repeatUntil: "2027-01-10" });
    expect(occurrencesBetween(weekly, "2026-12-01", "2027-03-01")).toEqual([
      "2026-12-06",
      "2026-12-13",
      "2026-12-20",
      "2027-01-03",
      "2027-01-10",
    ]);
    expect(occurrencesBetween(rule("2026-12-06", "biweekly"), "2026-12-10", "2027-01-20")).toEqual([
      "2026-12-20",
      "2027-01-03",
      "2027-01-17",
    ]);
  });

  it("finds the n-th weekday of each month, and the last one when the first date is a fifth", () => {
    // 2026-12-12 is the second Saturday of December.
    expect(weekdayOfMonth("2026-12-12")).toEqual({ weekday: 6, nth: 2 });
    expect(occurrencesBetween(rule("2026-12-12", "monthly-weekday"), "2026-12-01", "2027-03-31")).toEqual([
      "2026-12-12",
      "2027-01-09",
      "2027-02-13",
      "2027-03-13",
    ]);
    // 2026-12-29 is the fifth Tuesday: it repeats on the last Tuesday.
    expect(weekdayOfMonth("2026-12-29").nth).toBe(-1);
    expect(occurrencesBetween(rule("2026-12-29", "monthly-weekday"), "2027-01-01", "2027-03-31")).toEqual([
      "2027-01-26",
      "2027-02-23",
      "2027-03-30",
    ]);
  });

  it("keeps the day of the month, or the month's last day when it is shorter", () => {
    expect(occurrencesBetween(rule("2027-01-31", "monthly"), "2027-02-01", "2027-04-30")).toEqual([
      "2027-02-28",
      "2027-03-31",
      "2027-04-30",
    ]);
  });

  it("answers the next date, the last one of an ended series, and whether a date is one of them", () => {
    const weekly = rule("2026-11-01", "weekly", { skipDates: ["2026-11-15"], repeatUntil: "2026-11-29" });
    expect(nextOccurrence(weekly, "2026-11-09")).toBe("2026-11-22");
    expect(nextOccurrence(weekly, "2026-12-01")).toBe("2026-11-29");
    expect(nextOccurrence(rule("2027-01-05", "none"), "2026-12-01")).toBe("2027-01-05");
    expect(isOccurrence(weekly, "2026-11-08")).toBe(true);
    expect(isOccurrence(weekly, "2026-11-15")).toBe(false);
    expect(isOccurrence(weekly, "2026-11-10")).toBe(false);
    expect(isOccurrence(weekly, "2026-12-06")).toBe(false);
  });

  it("writes the time in English and in Swahili time", () => {
    expect(formatTimeRange("15:00", "18:00", "en")).toBe("3:00 PM - 6:00 PM");
    expect(formatTimeRange("15:00", "18:00", "sw")).toBe("Saa 9:00 alasiri - 12:00 jioni");
    expect(formatTimeRange("08:00", "09:30", "sw")).toBe("Saa 2:00 asubuhi - 3:30 asubuhi");
    expect(formatTimeRange("10:00", "13:00", "sw")).toBe("Saa 4:00 asubuhi - 7:00 mchana");
    expect(formatTimeRange("19:30", null, "en")).toBe("7:30 PM");
  });
});
