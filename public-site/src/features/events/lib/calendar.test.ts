import { rsvpMessages } from "@church/contracts";
import { ApiError, apiClientMessages } from "@church/contracts/client";
import { buildSampleEvents } from "@church/contracts/seed";
import { describe, expect, it } from "vitest";
import {
  calendarTemplateUrl,
  cellTitle,
  directionsUrl,
  expandOccurrences,
  filterByTags,
  monthCells,
  rsvpDatesOf,
  rsvpErrorMessage,
  shiftMonth,
} from "./calendar.ts";

const [worship, breakfast, foodDrive] = buildSampleEvents("2026-11-18");

describe("events calendar helpers", () => {
  it("lays a month out Sunday to Saturday in whole weeks", () => {
    // November 2026 starts on a Sunday and has 30 days: five weeks.
    const weeks = monthCells(2026, 10);
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toEqual({ date: "2026-11-01", day: 1 });
    expect(weeks[4]?.[1]).toEqual({ date: "2026-11-30", day: 30 });
    expect(weeks[4]?.[2]).toEqual({ date: null, day: null });
    // December 2026 starts on a Tuesday: two blanks first.
    expect(
      monthCells(2026, 11)[0]
        ?.slice(0, 3)
        .map((cell) => cell.day),
    ).toEqual([null, null, 1]);
  });

  it("moves one month at a time across years", () => {
    expect(shiftMonth(2026, 11, 1)).toEqual({ year: 2027, month: 0 });
    expect(shiftMonth(2026, 0, -1)).toEqual({ year: 2025, month: 11 });
  });

  it("shows all events without tags and any match with tags", () => {
    const events = [worship, breakfast, foodDrive].filter((event) => event !== undefined);
    expect(filterByTags(events, [])).toHaveLength(3);
    expect(filterByTags(events, ["worship", "breakfast"]).map((event) => event.title)).toEqual([
      "Sunday Worship Service",
      "Men's Ministry Breakfast",
    ]);
  });

  it("cuts calendar titles at 20 characters", () => {
    expect(cellTitle("Men's Ministry Breakfast")).toBe("Men's Ministry Break…");
    expect(cellTitle("Food Drive")).toBe("Food Drive");
  });

  it("builds a two-hour calendar entry and a maps search with Buffalo, NY", () => {
    if (!worship) throw new Error("no sample");
    const url = new URL(calendarTemplateUrl(worship));
    expect(url.searchParams.get("text")).toBe("Sunday Worship Service");
    // Sunday 2026-11-22 3 PM EST is 20:00 UTC; two hours later 22:00.
    expect(url.searchParams.get("dates")).toBe("20261122T200000Z/20261122T220000Z");
    expect(directionsUrl(worship)).toContain(encodeURIComponent("Main Sanctuary, Buffalo, NY"));
  });

  it("repeats weekly events from their next date, with the count only on that date", () => {
    if (!worship || !foodDrive) throw new Error("no sample");
    const dates = expandOccurrences([worship, foodDrive], "2026-12-13").map((item) => [
      item.title,
      item.date,
      item.isNext,
    ]);
    expect(dates).toEqual([
      ["Sunday Worship Service", "2026-11-22", true],
      ["Community Food Drive", "2026-11-28", true],
      ["Sunday Worship Service", "2026-11-29", false],
      ["Sunday Worship Service", "2026-12-06", false],
      ["Sunday Worship Service", "2026-12-13", false],
    ]);
  });

  it("follows the series' rule: every other week, skipped dates, the end date, and each date's seats", () => {
    if (!breakfast) throw new Error("no sample");
    // The breakfast's first sample date is Saturday 2026-11-21.
    const series = {
      ...breakfast,
      repeat: "biweekly" as const,
      skipDates: ["2026-12-05"],
      repeatUntil: "2027-01-02",
      attendeesByDate: { "2026-12-19": 25 },
    };
    const dates = expandOccurrences([series], "2027-02-01").map((item) => [item.date, item.currentAttendees]);
    expect(dates).toEqual([
      ["2026-11-21", 0],
      ["2026-12-19", 25],
      ["2027-01-02", 0],
    ]);
    expect(rsvpDatesOf(series, "2026-11-25", 8)).toEqual(["2026-12-19", "2027-01-02"]);
  });

  it("maps RSVP failures to the spec's texts", () => {
    expect(rsvpErrorMessage(new ApiError(200, "bad_response", apiClientMessages.html))).toBe(
      rsvpMessages.unavailableHtml,
    );
    expect(rsvpErrorMessage(new ApiError(404, "not_found", "Not found"))).toBe(rsvpMessages.unavailable);
    expect(rsvpErrorMessage(new ApiError(409, "conflict", rsvpMessages.alreadyRegistered))).toBe(
      rsvpMessages.alreadyRegistered,
    );
    expect(rsvpErrorMessage(new Error("boom"))).toBe(rsvpMessages.genericError);
  });
});
