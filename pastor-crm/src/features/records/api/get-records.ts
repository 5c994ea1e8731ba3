import { routes } from "@church/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { crmQueryKeys } from "./query-keys.ts";

export function getRecords(signal?: AbortSignal) {
  return api.call(routes.crm.listRecords, {}, { signal });
}

export const recordsQueryOptions = () =>
  queryOptions({
    queryKey: crmQueryKeys.records,
    queryFn: ({ signal }) => getRecords(signal),
    select: (data) => data.records,
  });

export function useRecords({ enabled }: { enabled: boolean }) {
  return useQuery({ ...recordsQueryOptions(), enabled });
}
