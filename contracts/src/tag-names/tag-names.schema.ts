import { z } from "zod";
import { tagSchema } from "../common/content.ts";

/**
 * A tag's Swahili name as staff gave it (decision 019): tags stay typed in English, as the filters'
 * values and the addresses' words; Swahili visitors read this name instead.
 */
export const tagNameSchema = z.object({ tag: z.string(), nameSw: z.string() });
export type TagName = z.infer<typeof tagNameSchema>;
export const tagNamesSchema = z.object({ items: z.array(tagNameSchema) });

/** A tag on the site's content with the Swahili name visitors read: staff's, the built-in one, or none. */
export const tagInUseSchema = z.object({
  tag: z.string(),
  nameSw: z.string().nullable(),
  /** How many articles, announcements, blog posts and events carry it. */
  uses: z.number().int().min(0),
});
export type TagInUse = z.infer<typeof tagInUseSchema>;
export const tagsInUseSchema = z.object({ items: z.array(tagInUseSchema) });

export const tagNameInputSchema = z.object({
  /** Matched without regard to case ("Youth" is "youth"). */
  tag: tagSchema.transform((tag) => tag.toLowerCase()),
  /** Empty removes staff's name (the built-in one, if any, shows again). */
  nameSw: z.string().trim().max(40, { message: "At most 40 characters" }),
});
export type TagNameFormValues = z.input<typeof tagNameInputSchema>;
export type TagNameInput = z.output<typeof tagNameInputSchema>;
