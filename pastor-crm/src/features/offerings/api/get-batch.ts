import { routes } from "@church/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { offeringsQueryKeys } from "./query-keys.ts";

export function getBatch(id: string, signal?: AbortSignal) {
  return api.call(routes.offerings.getBatch, { params: { id } }, { signal });
}

export const batchQueryOptions = (id: string) =>
  queryOptions({ queryKey: offeringsQueryKeys.batch(id), queryFn: ({ signal }) => getBatch(id, signal) });

export function useBatch(id: string) {
  return useQuery(batchQueryOptions(id));
}
