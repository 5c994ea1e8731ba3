import { routes } from "@church/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const analyticsQueryOptions = () =>
  queryOptions({ queryKey: ["admin", "analytics"], queryFn: () => api.call(routes.analytics.summary) });

export function useAnalytics() {
  return useQuery(analyticsQueryOptions());
}
