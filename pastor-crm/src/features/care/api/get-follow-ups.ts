import { type FollowUpsQuery, routes } from "@church/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { careQueryKeys } from "./query-keys.ts";

export function getFollowUps(query: FollowUpsQuery, signal?: AbortSignal) {
  return api.call(routes.care.followUps, { query }, { signal });
}

export function useFollowUps(query: FollowUpsQuery) {
  return useQuery({
    queryKey: careQueryKeys.followUps(query),
    queryFn: ({ signal }) => getFollowUps(query, signal),
    placeholderData: keepPreviousData,
  });
}
