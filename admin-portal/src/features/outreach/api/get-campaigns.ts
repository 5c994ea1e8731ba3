import { newsletterLimits, routes } from "@church/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const campaignsQueryKey = ["admin", "campaigns"] as const;

/** The last 5 campaigns; polled while the queue is still working on one (its counts move as it sends). */
export const campaignsQueryOptions = () =>
  queryOptions({
    queryKey: campaignsQueryKey,
    queryFn: async () =>
      (await api.call(routes.campaigns.list, { query: { limit: newsletterLimits.campaignsShown } }))
        .campaigns,
    refetchInterval: (query) => {
      const campaigns = query.state.data ?? [];
      if (campaigns.some((c) => c.status === "sending")) return 2000;
      // E-mails wait in the queue (retries, or no mail server yet): look again now and then.
      return campaigns.some((c) => c.deliveries.pending > 0) ? 5000 : false;
    },
  });

export function useCampaigns() {
  return useQuery(campaignsQueryOptions());
}
