import { routes, type SessionUser } from "@church/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/**
 * The signed-in staff member, or null when signed out. `GET /api/auth/session` answers 200 either way
 * (no console error on public pages) and renews an expired access cookie from the refresh cookie itself.
 */
export async function getSession(): Promise<SessionUser | null> {
  return (await api.call(routes.auth.session)).user;
}

export const sessionQueryKey = ["auth", "session"] as const;

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: sessionQueryKey, queryFn: getSession, staleTime: 60_000 });

export function useSession() {
  return useQuery(sessionQueryOptions());
}
