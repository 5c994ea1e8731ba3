import { newsletterLimits, routes, type SubscriberStatus } from "@church/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const subscribersQueryKey = ["admin", "subscribers"] as const;

/** The first 5 subscribers and the totals (staff-area.md section 9). */
export const subscribersQueryOptions = () =>
  queryOptions({
    queryKey: [...subscribersQueryKey, "latest"],
    queryFn: () =>
      api.call(routes.newsletter.listSubscribers, { query: { limit: newsletterLimits.subscribersShown } }),
  });

export function useSubscribers() {
  return useQuery(subscribersQueryOptions());
}

/** One page of the full list, filtered by status. */
export function useSubscriberList(status: SubscriberStatus | "all", limit: number, enabled = true) {
  return useQuery({
    queryKey: [...subscribersQueryKey, "list", status, limit],
    queryFn: () =>
      api.call(routes.newsletter.listSubscribers, {
        query: { limit, ...(status === "all" ? {} : { status }) },
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
