import { churchInfo } from "@church/contracts";
import { dateTimeFormat } from "./format.ts";

const minute = 60_000;

/** The UTC instant of the `nth` Sunday of a month (0-based) at `hourUtc`. */
function sunday(year: number, month: number, nth: number, hourUtc: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return Date.UTC(year, month, 1 + ((7 - firstWeekday) % 7) + 7 * (nth - 1), hourUtc);
}

/** Minutes Buffalo's wall clock is ahead of UTC at an instant, as Intl's time-zone data says. */
function offsetByIntl(instant: number): number {
  const parts = dateTimeFormat("en-US", {
    timeZone: churchInfo.timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? "";
  const local = `${get("year")}-${get("month")}-${get("day")}T${get("hour")}:${get("minute")}:${get("second")}Z`;
  return Math.round((Date.parse(local) - Math.floor(instant / 1000) * 1000) / minute);
}

/**
 * Minutes Buffalo's wall clock is ahead of UTC (-300 in winter, -240 in summer). Since 2007 US Eastern
 * time follows one rule (daylight time from the second Sunday of March, 2:00, to the first Sunday of
 * November, 2:00), written out here: the first Intl.DateTimeFormat with a time zone costs a page 15-30 ms
 * (four times that on a phone) while it hydrates. Earlier dates ask Intl (time.test.ts checks both).
 */
function buffaloOffset(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  if (year < 2007) return offsetByIntl(instant);
  // 2:00 EST is 7:00 UTC; 2:00 EDT is 6:00 UTC.
  const summer = instant >= sunday(year, 2, 2, 7) && instant < sunday(year, 10, 1, 6);
  return summer ? -240 : -300;
}

/** "-05:00" for an offset of -300 minutes. */
const offsetText = (minutes: number) => {
  const whole = Math.abs(minutes);
  return `${minutes < 0 ? "-" : "+"}${String(Math.floor(whole / 60)).padStart(2, "0")}:${String(whole % 60).padStart(2, "0")}`;
};

/** Buffalo wall-clock date and "HH:MM" as an ISO date-time with that day's Eastern offset. */
export function buffaloDateTime(date: string, time24: string): string {
  return `${date}T${time24}:00${offsetText(buffaloOffset(Date.parse(`${date}T12:00:00Z`)))}`;
}

/** An instant (any ISO date-time) as Buffalo's wall-clock time with its offset, e.g. 2026-11-29T15:00:00-05:00. */
export function buffaloIso(instant: string): string {
  const when = Date.parse(instant);
  const offset = buffaloOffset(when);
  return `${new Date(when + offset * minute).toISOString().slice(0, 19)}${offsetText(offset)}`;
}

/** Date (YYYY-MM-DD), weekday (0 = Sunday) and minutes since midnight of a moment in Buffalo. */
export function buffaloClock(now: Date): { date: string; weekday: number; minutes: number } {
  const local = new Date(now.getTime() + buffaloOffset(now.getTime()) * minute);
  return {
    date: local.toISOString().slice(0, 10),
    weekday: local.getUTCDay(),
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}
