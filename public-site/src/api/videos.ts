import type { VideoCategory } from "@church/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../lib/api-client.ts";
import { routes } from "../lib/routes.ts";

export const videosQuery = (category?: VideoCategory) =>
  queryOptions({
    queryKey: ["videos", category ?? "all"],
    queryFn: async () => (await api.call(routes.videos.list, { query: { category } })).videos,
    staleTime: 5 * 60_000,
  });

/** Published videos (newest first as the API lists them), optionally of one category. */
export function useVideos(category?: VideoCategory) {
  return useQuery(videosQuery(category));
}
