import { z } from "zod";
import { isoDate } from "../common/primitives.ts";
import { searchMessages } from "./search.constants.ts";

export const searchQuerySchema = z.object({
  q: z.string().trim().min(1, { message: searchMessages.queryRequired }).max(200),
  language: z.enum(["en", "sw"]).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

export const searchResultTypes = [
  "article",
  "announcement",
  "event",
  "blog-post",
  "video",
  "audio",
  "page",
] as const;
export const searchResultTypeSchema = z.enum(searchResultTypes);

/**
 * A text cut into runs; `match` marks the words the search matched, so the site can mark them
 * without the server sending HTML.
 */
export const highlightedTextSchema = z.array(z.object({ text: z.string(), match: z.boolean() }));
export type HighlightedText = z.infer<typeof highlightedTextSchema>;

/**
 * One hit: a fixed page of the site (`page`) or published content, whose title, excerpt (summary,
 * description) and tags (a page's keywords) are searched in English and Swahili.
 */
export const searchResultSchema = z.object({
  type: searchResultTypeSchema,
  id: z.string(),
  title: z.string(),
  excerpt: z.string(),
  /** Where the public site shows it, e.g. /articles/{slug}. */
  url: z.string(),
  date: isoDate.nullable(),
  tags: z.array(z.string()),
  /** Title and excerpt (or the part of it around the hit) with the matched words marked. */
  highlight: z.object({ title: highlightedTextSchema, excerpt: highlightedTextSchema }),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** Best match first. */
export const searchResponseSchema = z.object({
  query: z.string(),
  results: z.array(searchResultSchema),
  total: z.number().int().min(0),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
