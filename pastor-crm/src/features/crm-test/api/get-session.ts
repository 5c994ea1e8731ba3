import { routes } from "@church/contracts";
import { ApiError } from "@church/contracts/client";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** The signed-in staff member, or null when there is no session (401). */
export async function getSession(signal?: AbortSignal) {
  try {
    const { user } = await api.call(routes.auth.me, {}, { signal });
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: ["auth", "me"],
    queryFn: ({ signal }) => getSession(signal),
    retry: false,
  });

export function useSession() {
  return useQuery(sessionQueryOptions());
}
