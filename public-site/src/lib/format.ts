import type { Language } from "@church/contracts";

const locales: Record<Language, string> = { en: "en-US", sw: "sw-KE" };

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
/**
 * One Intl.DateTimeFormat per locale and options, made once: making one (its locale and time-zone
 * data) costs far more than formatting with it, and a page formats dozens of dates while it renders
 * on the server and hydrates in the browser.
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();
/** An amount in US dollars, e.g. "$25.00" / "$ 25.00", with `digits` decimals (made once, as above). */
export function formatMoney(amount: number, language: Language, digits = 2): string {
  const key = `${language} ${digits}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locales[language], {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    moneyFormats.set(key, format);
  }
  return format.format(amount);
}

/**
 * A whole number of dollars as formatMoney(amount, language, 0) writes it ("$1,000" / "$ 1,000"), written
 * out rather than by Intl: the first Intl.NumberFormat a page makes costs about 20 ms (80 on a phone)
 * while the give page hydrates its preset amounts, and server and browser write the same text whatever
 * their ICU versions (format.test.ts checks it against Intl).
 */
export function formatWholeDollars(amount: number, language: Language): string {
  const digits = String(Math.round(Math.abs(amount))).replace(/\B(?=(\d{3})+$)/g, ",");
  // Swahili (sw-KE) puts a no-break space after the sign.
  return `${amount < 0 ? "-" : ""}$${language === "sw" ? "\u00a0" : ""}${digits}`;
}

/**
 * Month and weekday names as Intl writes them for en-US and sw-KE (format.test.ts checks every day of
 * several years against Intl). The calendar dates below are written out with them rather than by Intl:
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

/** A calendar date (YYYY-MM-DD) as visitors read it, e.g. "November 15, 2026" / "15 Novemba 2026". */
export function formatDate(date: string, language: Language, style: "long" | "medium" | "full" = "long") {
  const parsed = new Date(`${date.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  const day = parsed.getUTCDate();
  const month = parsed.getUTCMonth();
  const year = parsed.getUTCFullYear();
  const monthName = style === "medium" ? shortMonth(language, month) : names[language].months[month];
  const written = language === "sw" ? `${day} ${monthName} ${year}` : `${monthName} ${day}, ${year}`;
  return style === "full" ? `${names[language].weekdays[parsed.getUTCDay()]}, ${written}` : written;
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

/** Hour and minute of a moment, e.g. "3:05 PM". */
export function formatClock(iso: string, language: Language) {
  return dateTimeFormat(locales[language], { hour: "numeric", minute: "2-digit" }).format(new Date(iso));
}

/** The first `max` characters of a text, with an ellipsis when it was longer (the spec's text cuts). */
export function truncate(text: string, max: number): string {
  const clean = text.trim();
  return clean.length <= max ? clean : `${clean.slice(0, max).trimEnd()}…`;
}

/** The text of an HTML fragment (for summaries and meta descriptions). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** A link preview's description: the item's date first (a shared link says when), then its text. */
export const datedDescription = (date: string | null | undefined, language: Language, text: string) =>
  date ? `${formatDate(date, language, "full")} · ${truncate(text, 120)}` : truncate(text, 160);
