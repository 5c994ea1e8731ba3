import { routes } from "@church/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { crmQueryKeys } from "./query-keys.ts";

/** The spans the pastor can choose for the charts: a quarter, half a year, a year. */
export const TREND_SPANS = [12, 26, 52] as const;
export type TrendSpan = (typeof TREND_SPANS)[number];

export function getTrends(weeks: TrendSpan, signal?: AbortSignal) {
  return api.call(routes.crm.trends, { query: { weeks } }, { signal });
}

export const trendsQueryOptions = (weeks: TrendSpan) =>
  queryOptions({
    queryKey: crmQueryKeys.trends(weeks),
    queryFn: ({ signal }) => getTrends(weeks, signal),
    // Keeps the current chart on screen while another span loads.
    placeholderData: keepPreviousData,
  });

export function useTrends({ weeks, enabled }: { weeks: TrendSpan; enabled: boolean }) {
  return useQuery({ ...trendsQueryOptions(weeks), enabled });
}
