import { easternInstant, easternOffsetMinutes, easternWallClock } from "@church/contracts";

// Buffalo's wall clock without Intl while a page hydrates (contracts' eastern-time.ts: the church's
// time zone is America/New_York, churchInfo.timeZone).

/** "-05:00" for an offset of -300 minutes. */
const offsetText = (minutes: number) => {
  const whole = Math.abs(minutes);
  return `${minutes < 0 ? "-" : "+"}${String(Math.floor(whole / 60)).padStart(2, "0")}:${String(whole % 60).padStart(2, "0")}`;
};

/** Buffalo wall-clock date and "HH:MM" as an ISO date-time with that day's Eastern offset. */
export function buffaloDateTime(date: string, time24: string): string {
  return `${date}T${time24}:00${offsetText(easternOffsetMinutes(Date.parse(`${date}T12:00:00Z`)))}`;
}

/** An instant (any ISO date-time) as Buffalo's wall-clock time with its offset, e.g. 2026-11-29T15:00:00-05:00. */
export function buffaloIso(instant: string): string {
  const when = Date.parse(instant);
  return `${easternWallClock(when).toISOString().slice(0, 19)}${offsetText(easternOffsetMinutes(when))}`;
}

/** Date (YYYY-MM-DD), weekday (0 = Sunday) and minutes since midnight of a moment in Buffalo. */
export function buffaloClock(now: Date): { date: string; weekday: number; minutes: number } {
  const local = easternWallClock(now.getTime());
  return {
    date: local.toISOString().slice(0, 10),
    weekday: local.getUTCDay(),
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

/** The instant (ms) of a Buffalo date and "HH:MM" start time; none without a time. */
export const buffaloStart = (date: string, start: string | null): number | null =>
  start ? easternInstant(date, start) : null;
