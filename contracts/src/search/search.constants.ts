/**
 * The search texts, without zod: the public site's first load imports them, and zod stays out of it
 * (search.schema.ts re-exports them, so imports from there keep working).
 */
export const searchMessages = {
  noResults: "No results found",
  queryRequired: "Please enter a search term",
} as const;
