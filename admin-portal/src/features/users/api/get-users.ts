import { routes } from "@church/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const usersQueryKey = ["users"] as const;

export const usersQueryOptions = () =>
  queryOptions({
    queryKey: usersQueryKey,
    queryFn: async () => (await api.call(routes.users.list)).users,
  });

export function useUsers() {
  return useQuery(usersQueryOptions());
}
