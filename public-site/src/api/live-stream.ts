import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../lib/api-client.ts";
import { routes } from "../lib/routes.ts";

/** setTimeout's longest wait; a later switch is re-checked by the interval meanwhile. */
const longestWait = 2 ** 31 - 1;

export const liveStreamQuery = () =>
  queryOptions({
    queryKey: ["live-stream"],
    queryFn: () => api.call(routes.liveStream.status),
    // Checked again at the switch the answer names (a scheduled start or end, an override ending),
    // a second after it so the server's caches have dropped the old answer, and every minute besides.
    refetchInterval: (query) => {
      const changesAt = query.state.data?.changesAt;
      const untilSwitch = changesAt ? Date.parse(changesAt) - Date.now() + 1_000 : Number.POSITIVE_INFINITY;
      return Math.max(1_000, Math.min(60_000, untilSwitch, longestWait));
    },
    staleTime: 30_000,
  });

/** What the stream status really says (never an invented viewer count). */
export function useLiveStream() {
  return useQuery(liveStreamQuery());
}
