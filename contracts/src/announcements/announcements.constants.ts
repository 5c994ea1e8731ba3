/**
 * The announcement texts, without zod: the public site's first load imports them, and zod stays out
 * of it (announcements.schema.ts re-exports them, so imports from there keep working).
 */
/** Texts of public-site.md about announcements, kept word for word (the apps translate them). */
export const announcementMessages = {
  notFoundTitle: "Announcement Not Found",
  notFoundText: "The announcement you're looking for doesn't exist or has been moved.",
  created: "Announcement created",
  updated: "Announcement updated",
  deleted: "Announcement deleted",
  duplicateSlug: "Another announcement already uses this slug.",
  expiresBeforeDate: "The expiry must be after the announcement date",
} as const;
