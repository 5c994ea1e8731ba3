import { type RecordsRange, routes } from "@church/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { crmQueryKeys } from "./query-keys.ts";

export function getRecords(range: RecordsRange = {}, signal?: AbortSignal) {
  return api.call(routes.crm.listRecords, { query: range }, { signal });
}

/** The records of a range of dates (an open end when not given). */
export const recordsQueryOptions = (range: RecordsRange = {}) =>
  queryOptions({
    queryKey: crmQueryKeys.recordsIn(range.from ?? "", range.to ?? ""),
    queryFn: ({ signal }) => getRecords(range, signal),
    select: (data) => data.records,
    // A new range keeps the last one's rows on screen until its own arrive.
    placeholderData: keepPreviousData,
  });

export function useRecords({ enabled, range }: { enabled: boolean; range?: RecordsRange }) {
  return useQuery({ ...recordsQueryOptions(range), enabled });
}
