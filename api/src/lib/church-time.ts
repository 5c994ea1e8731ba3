import {
  calendarDate,
  churchInfo,
  easternInstant,
  easternOffsetMinutes,
  easternWallClock,
  easternZoneName,
  parseTimeRange,
} from "@church/contracts";

/** The church keeps Buffalo time: "today", service times and occurrences are counted in it. */
export const churchTimeZone = churchInfo.timeZone;

/**
 * Today's date in Buffalo (YYYY-MM-DD) by the server's clock. Queries take it as a parameter rather than
 * asking the database's now(): one clock for the whole API, which the date-shifted e2e run can move.
 */
export const churchToday = (now: Date = new Date()): string => calendarDate(now, churchTimeZone);

/** Minutes Buffalo is ahead of UTC at an instant (-300 in winter, -240 in summer): contracts' rule. */
export const churchOffsetMinutes = (at: Date): number => easternOffsetMinutes(at.getTime());

/** The instant of a Buffalo wall-clock time ("2026-11-22", "15:00"), right on both sides of a clock change. */
export const churchDateTime = (date: string, time24: string): Date => new Date(easternInstant(date, time24));

/** Moves an instant by whole calendar days in Buffalo, keeping its wall-clock time across DST changes. */
export function shiftChurchDays(at: Date, days: number): Date {
  const moved = new Date(at.getTime() + days * 86_400_000);
  return new Date(moved.getTime() + (churchOffsetMinutes(at) - churchOffsetMinutes(moved)) * 60_000);
}

/** The Buffalo wall-clock time of an instant, "15:00". */
export const churchClock = (at: Date): string => easternWallClock(at.getTime()).toISOString().slice(11, 16);

/**
 * "EST" or "EDT": Buffalo's zone on a date, at the start of a time text ("3:00 PM - 6:00 PM"), at noon
 * when the text has no clock time (a Swahili one): e-mails and text messages name it after each time.
 */
export function churchZoneName(date: string, time: string): "EST" | "EDT" {
  return easternZoneName(easternInstant(date, parseTimeRange(time)?.start ?? "12:00"));
}
