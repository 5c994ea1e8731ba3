import { routes } from "@church/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { crmQueryKeys } from "./query-keys.ts";

/** The spec shows the first 6 weeks the API returns (newest first). */
export const WEEKLY_SUMMARIES_SHOWN = 6;

export function getWeeklySummaries(signal?: AbortSignal) {
  return api.call(routes.crm.weeklySummaries, { query: { weeks: WEEKLY_SUMMARIES_SHOWN } }, { signal });
}

export const weeklySummariesQueryOptions = () =>
  queryOptions({
    queryKey: crmQueryKeys.weeklySummaries,
    queryFn: ({ signal }) => getWeeklySummaries(signal),
    select: (weeks) => weeks.slice(0, WEEKLY_SUMMARIES_SHOWN),
  });

export function useWeeklySummaries({ enabled }: { enabled: boolean }) {
  return useQuery({ ...weeklySummariesQueryOptions(), enabled });
}
