import { addDays, type EventRepeat } from "@church/contracts";

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);

/** The same day of the month `months` later, or the month's last day when it is shorter. */
function addMonthsClamped(date: string, months: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
}

/**
 * The date of an event's next occurrence on or after `today` (YYYY-MM-DD, Buffalo): its own date for a
 * one-off event or a series that has not started, otherwise the next weekly or monthly repeat.
 * RSVPs of repeating events are stored for this date (`rsvps.event_date`).
 */
export function nextOccurrence(date: string, repeat: EventRepeat, today: string): string {
  if (repeat === "none" || date >= today) return date;
  if (repeat === "weekly") return addDays(date, Math.ceil(daysBetween(date, today) / 7) * 7);
  const [fromYear, fromMonth] = date.split("-").map(Number) as [number, number];
  const [toYear, toMonth] = today.split("-").map(Number) as [number, number];
  const months = (toYear - fromYear) * 12 + (toMonth - fromMonth);
  const candidate = addMonthsClamped(date, months);
  return candidate >= today ? candidate : addMonthsClamped(date, months + 1);
}

export { daysBetween };
