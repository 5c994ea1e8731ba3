import type { BilingualLabel } from "../common/content-utils.ts";

/**
 * The blog texts and categories, without zod: the public site's pages import them, and zod stays out
 * of their first load (blog-posts.schema.ts re-exports them, so imports from there keep working).
 */
/** Texts of staff-area.md about blog posts, kept word for word (the apps translate them). */
export const blogPostMessages = {
  empty: "No blog posts yet. Create your first post!",
  createError: "Error creating blog post",
  updateError: "Error updating blog post",
  deleteError: "Error deleting blog post",
  externalUrlRequired: "External URL is required for external posts",
  notFound: "Blog post not found",
} as const;

export const blogCategories = ["sermon", "announcement", "devotion", "testimony", "news"] as const;
export const blogCategoryLabels: Record<(typeof blogCategories)[number], BilingualLabel> = {
  sermon: { en: "Sermon", sw: "Mahubiri" },
  announcement: { en: "Announcement", sw: "Tangazo" },
  devotion: { en: "Devotion", sw: "Ibada ya Kila Siku" },
  testimony: { en: "Testimony", sw: "Ushuhuda" },
  news: { en: "News", sw: "Habari" },
};
