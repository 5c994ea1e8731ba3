import { endpoints, newsletterLimits } from "@church/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const subscribersQueryKey = ["admin", "subscribers"] as const;

/** The first 5 subscribers and the totals (staff-area.md section 9). */
export const subscribersQueryOptions = () =>
  queryOptions({
    queryKey: subscribersQueryKey,
    queryFn: () =>
      api.call(endpoints.newsletter.listSubscribers, { query: { limit: newsletterLimits.subscribersShown } }),
  });

export function useSubscribers() {
  return useQuery(subscribersQueryOptions());
}
