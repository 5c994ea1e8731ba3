import { ApiError } from "@church/contracts/client";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { routes } from "../../../lib/routes.ts";

/** Published articles, newest first. */
export const articlesQuery = () =>
  queryOptions({
    queryKey: ["articles"],
    queryFn: async () =>
      (await api.call(routes.articles.list)).articles.toSorted((a, b) => b.date.localeCompare(a.date)),
    staleTime: 60_000,
  });

export function useArticles() {
  return useQuery(articlesQuery());
}

/** One published article; null when there is no such slug (the "Article Not Found" state). */
export const articleQuery = (slug: string) =>
  queryOptions({
    queryKey: ["articles", slug],
    queryFn: async () => {
      try {
        return (await api.call(routes.articles.bySlug, { params: { slug } })).article;
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });

export function useArticle(slug: string) {
  return useQuery(articleQuery(slug));
}
