import { type OutboxStatus, routes } from "@church/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const emailsQueryKey = ["admin", "email-outbox"] as const;

/** The newest e-mails, of one status or all. */
export const emailsQueryOptions = (status?: OutboxStatus) =>
  queryOptions({
    queryKey: [...emailsQueryKey, status ?? "all"],
    queryFn: () => api.call(routes.emailOutbox.list, { query: { status, limit: 100 } }),
  });

export function useEmails(status?: OutboxStatus) {
  return useQuery(emailsQueryOptions(status));
}
