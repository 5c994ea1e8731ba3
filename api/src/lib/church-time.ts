import { calendarDate, churchInfo, easternInstant, easternZoneName, parseTimeRange } from "@church/contracts";

/** The church keeps Buffalo time: "today", service times and occurrences are counted in it. */
export const churchTimeZone = churchInfo.timeZone;

const offsetFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: churchTimeZone,
  timeZoneName: "longOffset",
});

/**
 * Today's date in Buffalo (YYYY-MM-DD) by the server's clock. Queries take it as a parameter rather than
 * asking the database's now(): one clock for the whole API, which the date-shifted e2e run can move.
 */
export const churchToday = (now: Date = new Date()): string => calendarDate(now, churchTimeZone);

/** Minutes Buffalo is ahead of UTC at an instant (-300 in winter, -240 in summer). */
export function churchOffsetMinutes(at: Date): number {
  const name = offsetFormat.formatToParts(at).find((p) => p.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  const [, sign, hours, minutes] = match;
  return (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes ?? 0));
}

/** The instant of a Buffalo wall-clock time ("2026-11-22", "15:00"). */
export function churchDateTime(date: string, time24: string): Date {
  const asUtc = Date.parse(`${date}T${time24}:00Z`);
  let instant = new Date(asUtc - churchOffsetMinutes(new Date(asUtc)) * 60_000);
  // Near a DST switch the first guess can use the other offset; one correction settles it.
  const corrected = new Date(asUtc - churchOffsetMinutes(instant) * 60_000);
  if (corrected.getTime() !== instant.getTime()) instant = corrected;
  return instant;
}

/** Moves an instant by whole calendar days in Buffalo, keeping its wall-clock time across DST changes. */
export function shiftChurchDays(at: Date, days: number): Date {
  const moved = new Date(at.getTime() + days * 86_400_000);
  return new Date(moved.getTime() + (churchOffsetMinutes(at) - churchOffsetMinutes(moved)) * 60_000);
}

const clockFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: churchTimeZone,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The Buffalo wall-clock time of an instant, "15:00". */
export const churchClock = (at: Date): string => clockFormat.format(at);

/**
 * "EST" or "EDT": Buffalo's zone on a date, at the start of a time text ("3:00 PM - 6:00 PM"), at noon
 * when the text has no clock time (a Swahili one): e-mails and text messages name it after each time.
 */
export function churchZoneName(date: string, time: string): "EST" | "EDT" {
  return easternZoneName(easternInstant(date, parseTimeRange(time)?.start ?? "12:00"));
}
