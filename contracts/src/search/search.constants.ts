/**
 * The search texts, without zod: the public site's first load imports them, and zod stays out of it
 * (search.schema.ts re-exports them, so imports from there keep working).
 */
export const searchMessages = {
  noResults: "No results found",
  queryRequired: "Please enter a search term",
} as const;

/** The searches the search page suggests, per language; each must find something on a fresh install. */
export const searchExamples = {
  en: ["youth", "prayer", "food drive", "parking"],
  sw: ["vijana", "maombi", "chakula", "maegesho"],
} as const;
