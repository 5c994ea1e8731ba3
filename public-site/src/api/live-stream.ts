import { routes } from "@church/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../lib/api-client.ts";

export const liveStreamQuery = () =>
  queryOptions({
    queryKey: ["live-stream"],
    queryFn: () => api.call(routes.liveStream.status),
    // The status changes when staff start the stream: checked again every minute while a page shows it.
    refetchInterval: 60_000,
    staleTime: 30_000,
  });

/** What the stream status really says (never an invented viewer count). */
export function useLiveStream() {
  return useQuery(liveStreamQuery());
}
