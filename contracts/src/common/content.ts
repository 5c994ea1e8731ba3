import { z } from "zod";
import { sitePathPattern, slugPattern } from "./content-utils.ts";
import { timeOfDayPattern } from "./swahili-clock.ts";

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

export const tagSchema = z.string().trim().min(1).max(40);
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

export const timeOfDaySchema = z
  .string()
  .trim()
  .regex(timeOfDayPattern, { message: "Use a time such as 9:00 AM" });

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
    z.string().regex(sitePathPattern, { message: "Please enter a valid URL" }).max(2048),
    z.literal(""),
  ])
  .nullish()
  .transform((v) => v || null);
