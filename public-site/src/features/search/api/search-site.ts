import type { Language } from "@church/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { routes } from "../../../lib/routes.ts";

/** The site's pages and published content that match `query`, best first, in `language`. */
export const searchQuery = (query: string, language: Language) =>
  queryOptions({
    queryKey: ["search", query, language],
    queryFn: () => api.call(routes.search.search, { query: { q: query, language } }),
    staleTime: 60_000,
  });

export function useSearch(query: string, language: Language) {
  return useQuery({ ...searchQuery(query, language), enabled: query.length > 0 });
}
