import { routes } from "@church/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const audienceQueryKey = ["admin", "newsletter-audience"] as const;

/** Who a campaign sent now would reach, by language (asked again when the composer opens). */
export function useAudience(enabled: boolean) {
  return useQuery({
    queryKey: audienceQueryKey,
    queryFn: () => api.call(routes.campaigns.audience),
    enabled,
    staleTime: 0,
  });
}
