import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { routes } from "../../../lib/routes.ts";

/** Published blog posts, newest first (as the API lists them). */
export const blogPostsQuery = () =>
  queryOptions({
    queryKey: ["blog-posts"],
    queryFn: async () => (await api.call(routes.blogPosts.list)).posts,
    staleTime: 60_000,
  });

export function useBlogPosts() {
  return useQuery(blogPostsQuery());
}
