import { addDays } from "../common/content-utils.ts";
import { easternInstant } from "../common/eastern-time.ts";
import { parseTimeOfDay } from "../common/swahili-clock.ts";
import { bookingRules } from "./meeting-bookings.constants.ts";
import type { BlockedDay, MeetingSlot, WeeklyHoursDay } from "./meeting-bookings.schema.ts";
import { meetingTimeSlots } from "./meeting-requests.constants.ts";

/** Until the pastor saves hours: every day, the spec's 11 slots (what the request form offered before). */
export const defaultWeeklyHours: readonly WeeklyHoursDay[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  start: "09:00",
  end: "20:00",
}));

/** Weekday (0 = Sunday) of a YYYY-MM-DD date. */
export const weekdayOf = (date: string): number => new Date(`${date}T12:00:00Z`).getUTCDay();

export interface SlotsInput {
  /** Buffalo's today (YYYY-MM-DD): slots start tomorrow. */
  today: string;
  weeklyHours: readonly WeeklyHoursDay[];
  blockedDays: readonly Pick<BlockedDay, "date">[];
  /** Instants (ms) already held by a booking, an accepted meeting or a proposed time. */
  taken: ReadonlySet<number>;
}

/**
 * The free slots from tomorrow to the horizon, in Buffalo time: one per hour of the weekday's hours,
 * not on a blocked day, not taken. The API offers these and accepts a booking only for one of them.
 */
export function freeMeetingSlots({ today, weeklyHours, blockedDays, taken }: SlotsInput): MeetingSlot[] {
  const blocked = new Set(blockedDays.map((d) => d.date));
  const slots: MeetingSlot[] = [];
  for (let offset = 1; offset <= bookingRules.horizonDays; offset++) {
    const date = addDays(today, offset);
    const hours = weeklyHours.find((h) => h.weekday === weekdayOf(date));
    if (!hours || blocked.has(date)) continue;
    for (const time of meetingTimeSlots) {
      const time24 = parseTimeOfDay(time) ?? "";
      if (time24 < hours.start || time24 >= hours.end) continue;
      const instant = easternInstant(date, time24);
      if (!taken.has(instant)) slots.push({ date, time, startsAt: new Date(instant).toISOString() });
    }
  }
  return slots;
}
