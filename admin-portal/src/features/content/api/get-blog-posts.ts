import { type PublishStatus, routes } from "@church/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const blogPostsQueryKey = ["admin", "blog-posts"] as const;

/** Every blog post, drafts included, newest first; search and status are filtered by the API. */
export const blogPostsQueryOptions = (filters: { q?: string; status?: PublishStatus }) =>
  queryOptions({
    queryKey: [...blogPostsQueryKey, filters],
    queryFn: async () => (await api.call(routes.blogPosts.adminList, { query: filters })).posts,
  });

export function useBlogPosts(filters: { q?: string; status?: PublishStatus } = {}) {
  return useQuery(blogPostsQueryOptions(filters));
}
