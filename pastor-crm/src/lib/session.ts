import { routes } from "@church/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./api-client.ts";

/**
 * Who is signed in (null: nobody), for the app's navigation and the screens that show only to some
 * roles. The same cache entry as the records portal's session check.
 */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: ["auth", "session"],
    queryFn: async ({ signal }) => (await api.call(routes.auth.session, {}, { signal })).user,
    retry: false,
    staleTime: 60_000,
  });

export function useSession() {
  return useQuery(sessionQueryOptions());
}
