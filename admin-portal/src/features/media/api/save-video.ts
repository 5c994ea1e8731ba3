import { routes, type VideoFormValues } from "@church/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { videosQueryKey } from "./get-videos.ts";

export function useSaveVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: VideoFormValues }) =>
      id
        ? api.call(routes.videos.update, { params: { id }, body })
        : api.call(routes.videos.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videosQueryKey }),
  });
}

export function useDeleteVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(routes.videos.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videosQueryKey }),
  });
}
