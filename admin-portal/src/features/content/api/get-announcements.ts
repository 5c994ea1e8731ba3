import { type PublishStatus, routes } from "@church/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const announcementsQueryKey = ["admin", "announcements"] as const;

/** Every announcement, drafts and expired ones included; search and status are filtered by the API. */
export const announcementsQueryOptions = (filters: { q?: string; status?: PublishStatus }) =>
  queryOptions({
    queryKey: [...announcementsQueryKey, filters],
    queryFn: async () => (await api.call(routes.announcements.adminList, { query: filters })).announcements,
  });

export function useAnnouncements(filters: { q?: string; status?: PublishStatus } = {}) {
  return useQuery(announcementsQueryOptions(filters));
}
