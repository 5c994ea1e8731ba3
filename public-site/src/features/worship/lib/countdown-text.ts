import type { ServiceCountdown } from "./next-service.ts";

export type CountdownUnit = "days" | "hours" | "minutes";

/**
 * "2 days and 5 hours", "5 hours and 12 minutes" or "12 minutes": the time left, in the page's
 * language, from a word for each unit and the two joins (the React countdown's i18next, or the
 * templates the server wrote into an islands page for lib/countdown-ticker.ts).
 */
export function remainingText(
  countdown: Extract<ServiceCountdown, { state: "upcoming" }>,
  word: (unit: CountdownUnit, count: number) => string,
  join: (key: "daysHours" | "hoursMinutes", words: Partial<Record<CountdownUnit, string>>) => string,
): string {
  const days = word("days", countdown.days);
  const hours = word("hours", countdown.hours);
  const minutes = word("minutes", countdown.minutes);
  if (countdown.days > 0) return join("daysHours", { days, hours });
  if (countdown.hours > 0) return join("hoursMinutes", { hours, minutes });
  return minutes;
}
