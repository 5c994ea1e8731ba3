import { routes } from "@church/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { careQueryKeys } from "./query-keys.ts";

export function getCareLists(signal?: AbortSignal) {
  return api.call(routes.care.lists, {}, { signal });
}

export function useCareLists() {
  return useQuery({ queryKey: careQueryKeys.lists, queryFn: ({ signal }) => getCareLists(signal) });
}
