/**
 * The content helpers without zod (labels, slugs, Swahili texts and dates): the public site's first
 * load imports them, and zod stays out of it. The Swahili clock is in swahili-clock.ts: the home page
 * does not need it.
 */

import { churchInfo } from "./church-info.ts";
import { easternWallClock } from "./eastern-time.ts";
import type { Language } from "./primitives.ts";

/** An option label in both site languages (used by the apps and by the server's e-mails). */
export interface BilingualLabel {
  en: string;
  sw: string;
}

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A path on this site: one leading slash, then no slash or backslash right after it (`//host/x` and
 * `/\host/x` are other sites to a browser), no backslash, whitespace or control character anywhere.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
export const sitePathPattern = /^\/(?![/\\])[^\s\\\u0000-\u001f\u007f]*$/;
export const isSitePath = (value: string): boolean => sitePathPattern.test(value);

/** Slug of a title: lower-cased, accents dropped, words joined with dashes (staff-area.md, Article). */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120)
    .replace(/-+$/g, "");
}

type Translatable = { translations?: { sw?: Record<string, unknown> } | null };

/** The entity with its Swahili text fields applied when the language is sw and a translation exists. */
export function localize<T extends Translatable>(item: T, language: Language): T {
  const sw = item.translations?.sw;
  if (language !== "sw" || !sw) return item;
  const merged: Record<string, unknown> = { ...item };
  for (const [key, value] of Object.entries(sw)) {
    if (typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null) {
      merged[key] = value;
    }
  }
  return merged as T;
}

/**
 * The text fields a visitor sees of an item that have English text but no Swahili text. Staff see an
 * item as "Swahili ready" only when this is empty (issue #17).
 */
export function missingSwahili<K extends string>(
  item: Partial<Record<K, unknown>> & { translations?: { sw?: Partial<Record<K, unknown>> } | null },
  fields: readonly K[],
): K[] {
  const filled = (value: unknown) => typeof value === "string" && value.trim() !== "";
  return fields.filter((field) => filled(item[field]) && !filled(item.translations?.sw?.[field]));
}

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's calendar date (YYYY-MM-DD) in a time zone; the church keeps Buffalo time. */
export function calendarDate(now: Date, timeZone: string = churchInfo.timeZone): string {
  // Buffalo's without Intl (eastern-time.ts): pages ask for it while they hydrate.
  if (timeZone === churchInfo.timeZone) return easternWallClock(now.getTime()).toISOString().slice(0, 10);
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    dateFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** Today's calendar date (YYYY-MM-DD) on the viewer's own clock: the default date of a staff form. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
