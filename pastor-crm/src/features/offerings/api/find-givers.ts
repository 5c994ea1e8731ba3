import { routes } from "@church/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { offeringsQueryKeys } from "./query-keys.ts";

/** The first few people whose name, phone or e-mail matches what the treasurer typed. */
export function findGivers(q: string, signal?: AbortSignal) {
  return api.call(routes.people.list, { query: { q, limit: 6, offset: 0 } }, { signal });
}

export function useGivers(q: string) {
  return useQuery({
    queryKey: offeringsQueryKeys.givers(q),
    queryFn: ({ signal }) => findGivers(q, signal),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });
}
