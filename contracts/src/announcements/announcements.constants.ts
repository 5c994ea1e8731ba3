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

/** In display order: urgent first (public-site.md section 9). */
export const announcementPriorities = ["urgent", "normal", "info"] as const;

export const announcementLimits = { otherCount: 2, summaryChars: 120 } as const;

/** Priority (urgent, normal, info), then newest date: the order of the public list. */
export function compareAnnouncements(
  a: { priority: (typeof announcementPriorities)[number]; date: string },
  b: { priority: (typeof announcementPriorities)[number]; date: string },
): number {
  const byPriority = announcementPriorities.indexOf(a.priority) - announcementPriorities.indexOf(b.priority);
  return byPriority !== 0 ? byPriority : b.date.localeCompare(a.date);
}
