import { z } from "zod";
import type { Language } from "./primitives.ts";

/** An option label in both site languages (used by the apps and by the server's e-mails). */
export interface BilingualLabel {
  en: string;
  sw: string;
}

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

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

export const slugSchema = z
  .string()
  .trim()
  .max(120)
  .regex(slugPattern, { message: "Use lower-case letters, digits and dashes only" });

export const slugParams = z.object({ slug: slugSchema });

/** Optional slug from a form: empty means "derive it from the title" (done by the API). */
export const optionalSlug = z
  .union([slugSchema, z.literal("")])
  .optional()
  .transform((v) => (v ? v : undefined));

const tagSchema = z.string().trim().min(1).max(40);
export const tagsSchema = z.array(tagSchema).max(20, { message: "At most 20 tags" });

/**
 * Tags as the forms enter them: a list, or comma-separated text ("youth, prayer").
 * The output is always a clean list without empty or repeated entries.
 */
export const tagsInput = z
  .union([z.array(z.string().max(40)), z.string().max(1000)])
  .optional()
  .transform((value) => {
    const list = typeof value === "string" ? value.split(",") : (value ?? []);
    return [...new Set(list.map((tag) => tag.trim()).filter(Boolean))];
  })
  .pipe(tagsSchema);

/** A yes/no query parameter: `true` or `"true"` from a URL, parsed to a boolean. */
export const queryBoolean = z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")]);

/** Optional text from a form: empty or whitespace-only means "none" (stored as null). */
export const nullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `At most ${max} characters` })
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * `translations.sw` of a content entity: the Swahili version of its text fields. Every field is
 * optional; a missing one falls back to English on the site (see `localize`).
 */
export function translationsSchema<T extends z.ZodRawShape>(shape: T) {
  return z.object({ sw: z.object(shape).partial().optional() });
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

/** "9:00 AM", "4:30 PM": the time-of-day text the forms and e-mails use. */
export const timeOfDayPattern = /^(1[0-2]|[1-9]):([0-5]\d) ?(AM|PM)$/i;
export const timeOfDaySchema = z
  .string()
  .trim()
  .regex(timeOfDayPattern, { message: "Use a time such as 9:00 AM" });

/** "4:30 PM" -> "16:30"; null when the text is not a time of day. */
export function parseTimeOfDay(text: string): string | null {
  const match = timeOfDayPattern.exec(text.trim());
  if (!match) return null;
  const [, h, m, half] = match;
  const hours = (Number(h) % 12) + ((half ?? "").toUpperCase() === "PM" ? 12 : 0);
  return `${String(hours).padStart(2, "0")}:${m}`;
}

/**
 * A time range as events show it ("3:00 PM - 6:00 PM", "6:30 PM"): start and optional end as HH:MM.
 * Null when the start is not a time of day.
 */
export function parseTimeRange(text: string): { start: string; end: string | null } | null {
  const [startText = "", endText] = text.split(/\s*(?:-|–|to)\s*/);
  const start = parseTimeOfDay(startText);
  if (!start) return null;
  return { start, end: endText ? parseTimeOfDay(endText) : null };
}

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's calendar date (YYYY-MM-DD) in a time zone; the church keeps Buffalo time. */
export function calendarDate(now: Date, timeZone = "America/New_York"): string {
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

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A link visitors open: http or https only (never `javascript:` and the like). */
export const webUrlSchema = z
  .url({ protocol: /^https?$/, message: "Please enter a valid URL" })
  .max(2048, { message: "At most 2048 characters" });

/** Optional web link from a form: empty means none (null). */
export const optionalWebUrl = z
  .union([webUrlSchema, z.literal("")])
  .nullish()
  .transform((v) => v || null);

/** An image: a web link or a path on this site (uploads, bundled images). Empty means none. */
export const optionalImageUrl = z
  .union([
    webUrlSchema,
    z
      .string()
      .regex(/^\/[^\s]*$/, { message: "Please enter a valid URL" })
      .max(2048),
    z.literal(""),
  ])
  .nullish()
  .transform((v) => v || null);
