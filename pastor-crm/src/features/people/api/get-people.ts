import { type PeopleListQuery, routes } from "@church/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { peopleQueryKeys } from "./query-keys.ts";

export function getPeople(query: PeopleListQuery, signal?: AbortSignal) {
  return api.call(routes.people.list, { query }, { signal });
}

export const peopleQueryOptions = (query: PeopleListQuery) =>
  queryOptions({
    queryKey: peopleQueryKeys.list(query),
    queryFn: ({ signal }) => getPeople(query, signal),
    // The page shown stays while the next one loads: paging does not flash a spinner.
    placeholderData: keepPreviousData,
  });

export function usePeople(query: PeopleListQuery) {
  return useQuery(peopleQueryOptions(query));
}
