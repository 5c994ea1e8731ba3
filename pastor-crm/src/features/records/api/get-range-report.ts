import { type RecordsRange, routes } from "@church/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { crmQueryKeys } from "./query-keys.ts";

/**
 * The records report of a range as JSON: the totals the screen shows for the range are the ones the
 * CSV and the PDF of that range carry (the API makes all three from one report).
 */
export function getRangeReport(range: RecordsRange, signal?: AbortSignal) {
  return api.call(routes.crm.exportRecords, { query: range }, { signal });
}

export const rangeReportQueryOptions = (range: RecordsRange) =>
  queryOptions({
    queryKey: crmQueryKeys.report(range.from ?? "", range.to ?? ""),
    queryFn: ({ signal }) => getRangeReport(range, signal),
    placeholderData: keepPreviousData,
  });

export function useRangeReport({ enabled, range }: { enabled: boolean; range: RecordsRange }) {
  return useQuery({ ...rangeReportQueryOptions(range), enabled });
}
