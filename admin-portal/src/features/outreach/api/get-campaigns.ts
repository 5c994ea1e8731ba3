import { endpoints, newsletterLimits } from "@church/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const campaignsQueryKey = ["admin", "campaigns"] as const;

/** The last 5 campaigns; polled while one is still being sent by the queue. */
export const campaignsQueryOptions = () =>
  queryOptions({
    queryKey: campaignsQueryKey,
    queryFn: async () =>
      (await api.call(endpoints.campaigns.list, { query: { limit: newsletterLimits.campaignsShown } }))
        .campaigns,
    refetchInterval: (query) => (query.state.data?.some((c) => c.status === "sending") ? 3000 : false),
  });

export function useCampaigns() {
  return useQuery(campaignsQueryOptions());
}
