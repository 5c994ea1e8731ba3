import { type ArticleInput, routes } from "@church/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { articlesQueryKey } from "./get-articles.ts";

/** Create when no id is given, else update; the list reloads after either. */
export function useSaveArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: ArticleInput }) =>
      id
        ? api.call(routes.articles.update, { params: { id }, body })
        : api.call(routes.articles.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: articlesQueryKey }),
  });
}

export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(routes.articles.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: articlesQueryKey }),
  });
}
