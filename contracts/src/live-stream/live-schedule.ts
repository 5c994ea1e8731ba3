import { easternInstant, easternWallClock } from "../common/eastern-time.ts";

/** One weekly stretch the stream is live, in Buffalo wall-clock time (day 0 is Sunday). */
export interface LiveSlot {
  day: number;
  /** "HH:MM", 24-hour; `end` after `start` on the same day. */
  start: string;
  end: string;
}

/** What staff forced, and until when (an ISO instant); none when either is missing or past. */
export interface LiveOverride {
  override: "live" | "off" | null;
  overrideUntil: string | null;
}

/** The church's service, Sunday 3:00 to 6:00 PM in Buffalo: the schedule a new site starts with. */
export const defaultLiveSchedule: readonly LiveSlot[] = [{ day: 0, start: "15:00", end: "18:00" }];

const dayMs = 86_400_000;
const isoDay = (wall: Date) => wall.toISOString().slice(0, 10);
const addDays = (date: string, days: number) =>
  isoDay(new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs));

/** The slots' start and end instants from the Buffalo day before `now` to eight days after, in order. */
function slotTimes(schedule: readonly LiveSlot[], now: number) {
  const today = isoDay(easternWallClock(now));
  const times: { start: number; end: number }[] = [];
  for (let offset = -1; offset <= 8; offset++) {
    const date = addDays(today, offset);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    for (const slot of schedule) {
      if (slot.day !== weekday) continue;
      times.push({ start: easternInstant(date, slot.start), end: easternInstant(date, slot.end) });
    }
  }
  return times.sort((a, b) => a.start - b.start);
}

/** The start of the next Buffalo day after `now` (midnight, whatever the clock change). */
export const nextBuffaloMidnight = (now: number): number =>
  easternInstant(addDays(isoDay(easternWallClock(now)), 1), "00:00");

/**
 * Until when a manual override set at `now` holds: the end of the Buffalo day, or the next scheduled end
 * when that comes first (a "live now" during the service ends with it; "off" skips the rest of it). So
 * "LIVE" can never stay on past a day.
 */
export function overrideEnds(schedule: readonly LiveSlot[], now: number): number {
  const nextEnd = slotTimes(schedule, now).find((t) => t.end > now)?.end ?? Number.POSITIVE_INFINITY;
  return Math.min(nextBuffaloMidnight(now), nextEnd);
}

/**
 * Whether the stream is live at `now`, and the next instant that may change it (null when nothing in
 * the coming week would): an override in force decides until it ends; otherwise the weekly schedule.
 */
export function liveStateAt(
  schedule: readonly LiveSlot[],
  { override, overrideUntil }: LiveOverride,
  now: number,
): { isLive: boolean; changesAt: number | null } {
  const until = overrideUntil ? Date.parse(overrideUntil) : Number.NaN;
  if (override && until > now) return { isLive: override === "live", changesAt: until };
  const times = slotTimes(schedule, now);
  const isLive = times.some((t) => t.start <= now && now < t.end);
  const next = times.flatMap((t) => [t.start, t.end]).filter((at) => at > now);
  return { isLive, changesAt: next.length > 0 ? Math.min(...next) : null };
}

/** The start of the next scheduled stream after `now` (within the coming week), or null. */
export function nextSlotStart(schedule: readonly LiveSlot[], now: number): number | null {
  return slotTimes(schedule, now).find((t) => t.start > now)?.start ?? null;
}
