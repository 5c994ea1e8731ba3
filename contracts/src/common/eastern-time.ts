import { churchInfo } from "./church-info.ts";

const minute = 60_000;

/** The UTC instant of the `nth` Sunday of a month (0-based) at `hourUtc`. */
function sunday(year: number, month: number, nth: number, hourUtc: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return Date.UTC(year, month, 1 + ((7 - firstWeekday) % 7) + 7 * (nth - 1), hourUtc);
}

let intlZone: Intl.DateTimeFormat | undefined;
/** Minutes the wall clock of America/New_York is ahead of UTC at an instant, as Intl's data says. */
function offsetByIntl(instant: number): number {
  intlZone ??= new Intl.DateTimeFormat("en-US", {
    timeZone: churchInfo.timeZone,
    timeZoneName: "longOffset",
  });
  // "GMT-05:00" (seconds of old local mean times, "GMT-04:56:02", are dropped).
  const [, sign, hours = "0", minutes = "0"] = /GMT([+-])(\d\d):(\d\d)/.exec(intlZone.format(instant)) ?? [];
  return (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

/**
 * Minutes the wall clock of America/New_York (Buffalo, the church's time zone) is ahead of UTC at an
 * instant: -300 in winter, -240 in summer. Since 2007 US Eastern time follows one rule (daylight time
 * from the second Sunday of March, 2:00, to the first Sunday of November, 2:00), written out here: the
 * first Intl.DateTimeFormat with a time zone costs a page 15-40 ms (four times that on a phone) while
 * it hydrates. Earlier instants ask Intl (eastern-time.test.ts checks both against Intl).
 */
export function easternOffsetMinutes(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  if (year < 2007) return offsetByIntl(instant);
  // 2:00 EST is 7:00 UTC; 2:00 EDT is 6:00 UTC.
  const summer = instant >= sunday(year, 2, 2, 7) && instant < sunday(year, 10, 1, 6);
  return summer ? -240 : -300;
}

/** The wall clock of America/New_York at an instant, as a Date whose UTC fields read it. */
export const easternWallClock = (instant: number): Date =>
  new Date(instant + easternOffsetMinutes(instant) * minute);

/**
 * The abbreviation of Buffalo's zone at an instant, as visitors, e-mails and text messages name it:
 * "EST" in winter, "EDT" in summer (the same rule as easternOffsetMinutes, so no Intl).
 */
export const easternZoneName = (instant: number): "EST" | "EDT" =>
  easternOffsetMinutes(instant) === -240 ? "EDT" : "EST";

/** The instant (ms) of a Buffalo wall-clock date and "HH:MM" time, right on both sides of a clock change. */
export function easternInstant(date: string, time24: string): number {
  const asUtc = Date.parse(`${date}T${time24}:00Z`);
  // The offset of the guess, then of the result: a time just after a change takes the new offset.
  const guess = asUtc - easternOffsetMinutes(asUtc) * minute;
  return asUtc - easternOffsetMinutes(guess) * minute;
}
