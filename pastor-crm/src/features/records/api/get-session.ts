import { routes } from "@church/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** Who is signed in (null: nobody), so the portal knows before showing any button whether it may be used. */
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
