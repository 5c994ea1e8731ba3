import { type PublishStatus, routes } from "@church/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const siteContentQueryKey = ["admin", "site-content"] as const;

/** Every site content item, drafts included; search and status are filtered by the API. */
export const siteContentQueryOptions = (filters: { q?: string; status?: PublishStatus }) =>
  queryOptions({
    queryKey: [...siteContentQueryKey, filters],
    queryFn: async () => (await api.call(routes.siteContent.adminList, { query: filters })).items,
  });

export function useSiteContent(filters: { q?: string; status?: PublishStatus } = {}) {
  return useQuery(siteContentQueryOptions(filters));
}
