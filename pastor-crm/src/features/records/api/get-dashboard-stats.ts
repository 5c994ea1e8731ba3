import { routes } from "@church/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { crmQueryKeys } from "./query-keys.ts";

export function getDashboardStats(signal?: AbortSignal) {
  return api.call(routes.crm.dashboardStats, {}, { signal });
}

export const dashboardStatsQueryOptions = () =>
  queryOptions({
    queryKey: crmQueryKeys.dashboardStats,
    queryFn: ({ signal }) => getDashboardStats(signal),
  });

export function useDashboardStats({ enabled }: { enabled: boolean }) {
  return useQuery({ ...dashboardStatsQueryOptions(), enabled });
}
