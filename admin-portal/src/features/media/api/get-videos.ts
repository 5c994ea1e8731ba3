import { routes } from "@church/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const videosQueryKey = ["admin", "videos"] as const;

export const videosQueryOptions = () =>
  queryOptions({
    queryKey: videosQueryKey,
    queryFn: async () => (await api.call(routes.videos.adminList)).videos,
  });

export function useVideos() {
  return useQuery(videosQueryOptions());
}
