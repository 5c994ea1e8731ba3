import { routes } from "@church/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { offeringsQueryKeys } from "./query-keys.ts";

export function getBatches(signal?: AbortSignal) {
  return api.call(routes.offerings.listBatches, {}, { signal });
}

export const batchesQueryOptions = () =>
  queryOptions({ queryKey: offeringsQueryKeys.batches, queryFn: ({ signal }) => getBatches(signal) });

export function useBatches() {
  return useQuery(batchesQueryOptions());
}
