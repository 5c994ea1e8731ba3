import { type PublishStatus, routes } from "@church/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const contentEventsQueryKey = ["admin", "events"] as const;

/** Every event, drafts and past ones included, newest date first; search and status filtered by the API. */
export const contentEventsQueryOptions = (filters: { q?: string; status?: PublishStatus }) =>
  queryOptions({
    queryKey: [...contentEventsQueryKey, filters],
    queryFn: async () => (await api.call(routes.events.adminList, { query: filters })).events,
  });

export function useContentEvents(filters: { q?: string; status?: PublishStatus } = {}) {
  return useQuery(contentEventsQueryOptions(filters));
}
