import { z } from "zod";
import { optionalImageUrl, translationsSchema } from "../common/content.ts";
import type { BilingualLabel } from "../common/content-utils.ts";
import { idSchema, isoDateTime, publishStatusSchema, requiredText } from "../common/primitives.ts";
import { parseYouTubeId } from "../videos/videos.constants.ts";
import {
  isPublicContentKey,
  publicContentSettings,
  type SiteSection,
  siteSections,
} from "./site-content.constants.ts";

/** Texts of staff-area.md about site content, kept word for word (the apps translate them). */
export const siteContentMessages = {
  updated: "Content Updated",
  deleted: "Content Deleted",
  exported: "Content Exported",
  imported: "Content Imported",
  reset: "Content Reset",
  importFailed: "Import Failed",
  invalidFormat: "Invalid content format.",
  readError: "Error reading file.",
  resetWarning: "This will replace all site content with the 15 default items. This cannot be undone.",
  duplicateKey: "An item with this section and key already exists.",
  notFound: "Content item not found",
  youtubeRequired: "Enter a YouTube video link or its 11-character ID",
} as const;

export { type SiteSection, siteSections };
export const siteSectionSchema = z.enum(siteSections);
export const siteSectionLabels: Record<SiteSection, BilingualLabel> = {
  hero: { en: "Hero", sw: "Bango Kuu" },
  about: { en: "About", sw: "Kuhusu" },
  services: { en: "Services", sw: "Ibada" },
  contact: { en: "Contact", sw: "Mawasiliano" },
  pastor: { en: "Pastor", sw: "Mchungaji" },
  ministries: { en: "Ministries", sw: "Huduma" },
  outreach: { en: "Outreach", sw: "Huduma kwa Jamii" },
  footer: { en: "Footer", sw: "Sehemu ya Chini" },
};

/** Table previews cut text at 60 characters (staff-area.md, Content Management). */
export const contentPreviewChars = 60;

const siteContentTextFields = {
  title: z.string().trim().max(200),
  content: z.string().trim().max(10_000),
};
/** The fields a visitor sees in both languages: an item is "Swahili ready" when each has its Swahili text. */
export const siteContentSwahiliFields = Object.keys(
  siteContentTextFields,
) as (keyof typeof siteContentTextFields)[];

export const siteContentKeySchema = z
  .string()
  .trim()
  .min(1, { message: "Key is required" })
  .max(100)
  .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, {
    message: "Use lower-case letters, digits, dashes or underscores",
  });

export const siteContentItemSchema = z.object({
  id: idSchema,
  section: siteSectionSchema,
  key: z.string(),
  title: z.string(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  status: publishStatusSchema,
  translations: translationsSchema(siteContentTextFields).optional(),
  lastUpdated: isoDateTime,
});
export type SiteContentItem = z.infer<typeof siteContentItemSchema>;

export const siteContentInputSchema = z
  .object({
    section: siteSectionSchema,
    key: siteContentKeySchema,
    title: requiredText(200, "Title is required"),
    content: requiredText(10_000, "Content is required"),
    imageUrl: optionalImageUrl,
    status: publishStatusSchema.default("published"),
    translations: translationsSchema(siteContentTextFields).optional(),
  })
  // A setting the public site plays as a video must be one (else the home page would show nothing).
  .superRefine((item, ctx) => {
    const setting = isPublicContentKey(item.key) ? publicContentSettings[item.key] : undefined;
    if (setting?.kind === "youtube" && !parseYouTubeId(item.content))
      ctx.addIssue({ code: "custom", path: ["content"], message: siteContentMessages.youtubeRequired });
  });
export type SiteContentFormValues = z.input<typeof siteContentInputSchema>;
export type SiteContentInput = z.output<typeof siteContentInputSchema>;

/** Import body: a JSON array of items (an exported file); anything else is 'Invalid content format.'. */
export const siteContentImportSchema = z
  .array(siteContentInputSchema, { message: siteContentMessages.invalidFormat })
  .min(1, { message: siteContentMessages.invalidFormat })
  .max(500);
export type SiteContentImport = z.input<typeof siteContentImportSchema>;

export const siteContentQuerySchema = z.object({ section: siteSectionSchema.optional() });
export const adminSiteContentQuerySchema = z.object({
  section: siteSectionSchema.optional(),
  status: publishStatusSchema.optional(),
  q: z.string().trim().max(200).optional(),
});

export const siteContentListResponseSchema = z.object({ items: z.array(siteContentItemSchema) });
export const siteContentItemResponseSchema = z.object({ item: siteContentItemSchema });
export const siteContentImportResponseSchema = z.object({
  items: z.array(siteContentItemSchema),
  /** New items added; items with an existing section and key are replaced. */
  created: z.number().int(),
  updated: z.number().int(),
});

/** The file name of an export, with the date (staff-area.md section 7). */
export const siteContentExportFileName = (date: string): string => `site-content-${date}.json`;
