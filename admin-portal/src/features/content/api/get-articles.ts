import { type PublishStatus, routes } from "@church/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const articlesQueryKey = ["admin", "articles"] as const;

/** Every article, drafts included; search and status are filtered by the API. */
export const articlesQueryOptions = (filters: { q?: string; status?: PublishStatus }) =>
  queryOptions({
    queryKey: [...articlesQueryKey, filters],
    queryFn: async () => (await api.call(routes.articles.adminList, { query: filters })).articles,
  });

export function useArticles(filters: { q?: string; status?: PublishStatus } = {}) {
  return useQuery(articlesQueryOptions(filters));
}
