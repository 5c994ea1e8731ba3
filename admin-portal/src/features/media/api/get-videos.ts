import { endpoints } from "@church/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const videosQueryKey = ["admin", "videos"] as const;

export const videosQueryOptions = () =>
  queryOptions({
    queryKey: videosQueryKey,
    queryFn: async () => (await api.call(endpoints.videos.list, { query: {} })).videos,
  });

export function useVideos() {
  return useQuery(videosQueryOptions());
}
