import { calendarDate, churchInfo, sundayOnOrBefore } from "@church/contracts";

/** Money is US dollars in US format in both languages (the books are in USD). */
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
export const formatMoney = (amount: number): string => usd.format(amount);

/** Sums in cents, so a total never shows a floating-point remainder. */
export const addMoney = (...amounts: number[]): number =>
  amounts.reduce((sum, a) => sum + Math.round(a * 100), 0) / 100;

/** A calendar date (YYYY-MM-DD) in the reader's language, read as a date (no time-zone shift). */
export function formatDay(date: string, language: string): string {
  return new Intl.DateTimeFormat(language === "sw" ? "sw-KE" : "en-US", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
}

/** "2026-03" as "Mar 2026" / "Mac 2026". */
export function formatMonth(month: string, language: string): string {
  return new Intl.DateTimeFormat(language === "sw" ? "sw-KE" : "en-US", {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${month}-01T00:00:00Z`));
}

/** Today in Buffalo, and the Sunday a new batch is for (today on a Sunday, else the last one). */
export const churchTodayInBrowser = (): string => calendarDate(new Date(), churchInfo.timeZone);
export const defaultBatchDate = (): string => sundayOnOrBefore(churchTodayInBrowser());
