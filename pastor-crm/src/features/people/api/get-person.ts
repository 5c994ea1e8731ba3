import { routes } from "@church/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { peopleQueryKeys } from "./query-keys.ts";

export function getPerson(id: string, signal?: AbortSignal) {
  return api.call(routes.people.get, { params: { id } }, { signal });
}

export const personQueryOptions = (id: string) =>
  queryOptions({ queryKey: peopleQueryKeys.person(id), queryFn: ({ signal }) => getPerson(id, signal) });

export function usePerson(id: string) {
  return useQuery(personQueryOptions(id));
}
