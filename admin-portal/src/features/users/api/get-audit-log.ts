import { routes } from "@church/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const auditQueryKey = ["audit"] as const;

/** The latest staff actions, for the activity log under the users table. */
export const auditLogQueryOptions = (limit = 20) =>
  queryOptions({
    queryKey: [...auditQueryKey, limit],
    queryFn: () => api.call(routes.audit.list, { query: { limit } }),
  });

export function useAuditLog(limit = 20) {
  return useQuery(auditLogQueryOptions(limit));
}
