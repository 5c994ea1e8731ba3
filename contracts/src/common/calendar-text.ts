import { easternWallClock } from "./eastern-time.ts";
import type { Language } from "./primitives.ts";

/**
 * Month and weekday names as Intl writes them for en-US and sw-KE (public-site/src/lib/format.test.ts
 * checks every day of several years against Intl). The calendar dates below are written out with them rather than by Intl:
 * the first Intl.DateTimeFormat a page makes costs 15-35 ms (four times that on a phone) while it
 * hydrates, and server and browser then write the same text whatever their ICU versions.
 */
const names = {
  en: {
    months: "January February March April May June July August September October November December".split(
      " ",
    ),
    weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    shortWeekdays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
  },
  sw: {
    months: "Januari Februari Machi Aprili Mei Juni Julai Agosti Septemba Oktoba Novemba Desemba".split(" "),
    weekdays: ["Jumapili", "Jumatatu", "Jumanne", "Jumatano", "Alhamisi", "Ijumaa", "Jumamosi"],
    // Swahili's usual three-letter weekdays (Intl's "short" Swahili names are the full words).
    shortWeekdays: ["Jpl", "Jtt", "Jnn", "Jtn", "Alh", "Iju", "Jmo"],
  },
} satisfies Record<Language, Record<string, string[]>>;
/** Short month names: the long ones' first three letters in both languages, but Swahili's Machi (Mac). */
const shortMonth = (language: Language, month: number) =>
  language === "sw" && month === 2 ? "Mac" : names[language].months[month]?.slice(0, 3);

/**
 * A calendar date (YYYY-MM-DD) as people read it, e.g. "November 15, 2026" / "15 Novemba 2026"; a
 * moment (an ISO timestamp) reads as its date in Buffalo. The public site, the staff apps and the
 * API's documents write dates with this one function. Any language but Swahili reads as English.
 */
export function formatDate(
  date: string,
  language: Language | string,
  style: "long" | "medium" | "full" = "long",
) {
  const lang: Language = language === "sw" ? "sw" : "en";
  const parsed = new Date(`${calendarDay(date)}T12:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  const day = parsed.getUTCDate();
  const month = parsed.getUTCMonth();
  const year = parsed.getUTCFullYear();
  const monthName = style === "medium" ? shortMonth(lang, month) : names[lang].months[month];
  const written = lang === "sw" ? `${day} ${monthName} ${year}` : `${monthName} ${day}, ${year}`;
  return style === "full" ? `${names[lang].weekdays[parsed.getUTCDay()]}, ${written}` : written;
}

/** Month and year of the calendar header, e.g. "November 2026". */
export function formatMonth(year: number, month: number, language: Language) {
  const date = new Date(Date.UTC(year, month, 15));
  return `${names[language].months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** Weekday names, Sunday first. */
export function weekdayNames(language: Language, width: "short" | "long" = "short"): string[] {
  return [...names[language][width === "short" ? "shortWeekdays" : "weekdays"]];
}

/** The calendar day of a date or of a moment (its date in Buffalo); anything else as given. */
function calendarDay(value: string): string {
  if (value.length <= 10) return value;
  const instant = Date.parse(value);
  return Number.isNaN(instant) ? value.slice(0, 10) : easternWallClock(instant).toISOString().slice(0, 10);
}
