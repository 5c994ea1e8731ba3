import type { BilingualLabel } from "../common/content-utils.ts";
/**
 * The article texts, without zod: the public site's first load imports them, and zod stays out of
 * it (articles.schema.ts re-exports them, so imports from there keep working).
 */
/** Texts of both specs about articles, kept word for word (the apps translate them). */
export const articleMessages = {
  notFoundTitle: "Article Not Found",
  noneFound: "No Articles Found",
  externalUnavailable: "External Link Unavailable",
  readFullArticle: "Read the Full Article",
  externalLinkRequired: "External link is required for external articles",
  created: "Article created",
  updated: "Article updated",
  deleted: "Article deleted",
  duplicateSlug: "Another article already uses this slug.",
} as const;

export const articleCategories = ["sermon", "teaching", "reflection", "story"] as const;

export const articleCategoryLabels: Record<(typeof articleCategories)[number], BilingualLabel> = {
  sermon: { en: "Sermon", sw: "Mahubiri" },
  teaching: { en: "Teaching", sw: "Mafundisho" },
  reflection: { en: "Reflection", sw: "Tafakari" },
  story: { en: "Story", sw: "Hadithi" },
};

/** Related items and excerpt cut of public-site.md section 9. */
export const articleLimits = { relatedCount: 2, excerptChars: 120 } as const;
