import { type BlogPostInput, routes } from "@church/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { blogPostsQueryKey } from "./get-blog-posts.ts";

/** Create when no id is given, else update; the list reloads after either. */
export function useSaveBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: BlogPostInput }) =>
      id
        ? api.call(routes.blogPosts.update, { params: { id }, body })
        : api.call(routes.blogPosts.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogPostsQueryKey }),
  });
}

export function useDeleteBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(routes.blogPosts.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogPostsQueryKey }),
  });
}
