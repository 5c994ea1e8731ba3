import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { routes } from "../../../lib/routes.ts";

export const eventsQueryKey = ["events"] as const;

/** Published events, soonest first; on failure the page shows "no events scheduled", never samples. */
export const eventsQuery = () =>
  queryOptions({
    queryKey: eventsQueryKey,
    queryFn: async () =>
      (await api.call(routes.events.list)).events.toSorted((a, b) => a.date.localeCompare(b.date)),
    staleTime: 60_000,
  });

export function useEvents() {
  return useQuery(eventsQuery());
}
