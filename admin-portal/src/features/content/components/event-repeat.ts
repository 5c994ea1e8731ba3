import {
  calendarDate,
  churchInfo,
  type EventRepeat,
  occurrencesBetween,
  type RepeatRule,
  weekdayOfMonth,
} from "@church/contracts";
import type { TFunction } from "i18next";

const localeOf = (language: string) => (language === "sw" ? "sw-KE" : "en-US");

/** "Sunday" / "Jumapili" for a YYYY-MM-DD date. */
export function weekdayName(date: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { weekday: "long", timeZone: "UTC" }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** "Sun, Dec 27, 2026" for a YYYY-MM-DD date. */
export function shortDate(date: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T12:00:00Z`));
}

/** The label of a repeat choice for an event whose first date is `date`, e.g. "Monthly on the second Saturday". */
export function repeatLabel(repeat: EventRepeat, date: string, t: TFunction, language: string): string {
  const weekday = weekdayName(date, language);
  switch (repeat) {
    case "none":
      return t("events.repeats.none");
    case "weekly":
      return t("events.repeats.weekly", { weekday });
    case "biweekly":
      return t("events.repeats.biweekly", { weekday });
    case "monthly":
      return t("events.repeats.monthly", { day: Number(date.slice(8, 10)) });
    case "monthly-weekday": {
      const { nth } = weekdayOfMonth(date);
      return t("events.repeats.monthlyWeekday", {
        weekday,
        nth: t(`events.ordinals.${nth === -1 ? "last" : nth}`),
      });
    }
  }
}

/** How many of a series' dates the form lists for skipping. */
export const datesListed = 12;

/**
 * The dates the form offers to skip: the next dates of the series from its first date (or from today
 * once it has started), skipped ones included so they can be ticked again.
 */
export function datesToList(
  rule: RepeatRule,
  today = calendarDate(new Date(), churchInfo.timeZone),
): string[] {
  if (rule.repeat === "none") return [];
  // biome-ignore lint/complexity/useMathMinMax: YYYY-MM-DD dates compare as text, not as numbers
  const from = rule.firstDate > today ? rule.firstDate : today;
  const listed = occurrencesBetween({ ...rule, skipDates: [] }, from, "9999-12-31", datesListed);
  const last = listed.at(-1) ?? from;
  // A skipped date beyond the listed ones stays visible, so it can be ticked again.
  const laterSkips = rule.skipDates.filter((d) => d > last);
  return [...listed, ...laterSkips];
}
