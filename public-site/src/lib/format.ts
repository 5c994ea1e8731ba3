import { formatDate, type Language } from "@church/contracts";

export { formatDate, formatMonth, weekdayNames } from "@church/contracts";

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
