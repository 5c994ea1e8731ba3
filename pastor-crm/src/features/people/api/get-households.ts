import { routes } from "@church/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { peopleQueryKeys } from "./query-keys.ts";

export function getHouseholds(signal?: AbortSignal) {
  return api.call(routes.people.listHouseholds, {}, { signal });
}

export const householdsQueryOptions = () =>
  queryOptions({
    queryKey: peopleQueryKeys.households,
    queryFn: ({ signal }) => getHouseholds(signal),
    select: (data) => data.households,
  });

export function useHouseholds({ enabled }: { enabled: boolean }) {
  return useQuery({ ...householdsQueryOptions(), enabled });
}
