import { addDays, churchInfo } from "@church/contracts";
import { buffaloClock, buffaloDateTime } from "../../../lib/time.ts";

const toMinutes = (time24: string) => {
  const [hours = "0", minutes = "0"] = time24.split(":");
  return Number(hours) * 60 + Number(minutes);
};
const start = toMinutes(churchInfo.service.start24);
const end = toMinutes(churchInfo.service.end24);

export type ServiceCountdown =
  | { state: "in-progress" }
  | { state: "upcoming"; days: number; hours: number; minutes: number; startsAt: string };

/**
 * Time until the next Sunday 3 PM service in Buffalo (America/New_York), exact across daylight
 * saving changes; "in-progress" from 3 to 6 PM on Sunday.
 */
export function nextServiceCountdown(now: Date): ServiceCountdown {
  const clock = buffaloClock(now);
  if (clock.weekday === 0 && clock.minutes >= start && clock.minutes < end) return { state: "in-progress" };
  const daysAhead = clock.weekday === 0 && clock.minutes < start ? 0 : 7 - clock.weekday;
  const startsAt = buffaloDateTime(addDays(clock.date, daysAhead), churchInfo.service.start24);
  const total = Math.max(1, Math.ceil((Date.parse(startsAt) - now.getTime()) / 60_000));
  return {
    state: "upcoming",
    days: Math.floor(total / 1440),
    hours: Math.floor((total % 1440) / 60),
    minutes: total % 60,
    startsAt,
  };
}
