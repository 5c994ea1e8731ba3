import { routes } from "@church/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const liveStreamQueryKey = ["admin", "live-stream"] as const;

export const liveStreamQueryOptions = () =>
  queryOptions({ queryKey: liveStreamQueryKey, queryFn: () => api.call(routes.liveStream.settings) });

export function useLiveStreamSettings() {
  return useQuery(liveStreamQueryOptions());
}
