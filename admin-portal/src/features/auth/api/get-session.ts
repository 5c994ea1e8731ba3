import { endpoints, type SessionUser } from "@church/contracts";
import { ApiError } from "@church/contracts/client";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, refreshSession } from "../../../lib/api-client.ts";

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * The signed-in staff member, or null when signed out. The client does not refresh on /api/auth/*
 * answers, so an expired access cookie is renewed here once before we call the visitor signed out.
 */
export async function getSession(): Promise<SessionUser | null> {
  try {
    return (await api.call(endpoints.auth.me)).user;
  } catch (error) {
    if (!isUnauthorized(error)) throw error;
  }
  if (!(await refreshSession())) return null;
  try {
    return (await api.call(endpoints.auth.me)).user;
  } catch (error) {
    if (isUnauthorized(error)) return null;
    throw error;
  }
}

export const sessionQueryKey = ["auth", "session"] as const;

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: sessionQueryKey, queryFn: getSession, staleTime: 60_000 });

export function useSession() {
  return useQuery(sessionQueryOptions());
}
