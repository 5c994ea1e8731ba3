import { routes } from "@church/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** The spec's connectivity check: the portal loads its data only once the API answers within 5 s. */
export const PING_TIMEOUT_MS = 5_000;

export function checkConnection(signal?: AbortSignal) {
  return api.call(routes.system.ping, {}, { signal, timeoutMs: PING_TIMEOUT_MS });
}

export const connectionQueryOptions = () =>
  queryOptions({
    queryKey: ["system", "ping"],
    queryFn: ({ signal }) => checkConnection(signal),
    // The retry button is the user's retry; an automatic one would keep them waiting on a dead server.
    retry: false,
    staleTime: 60_000,
  });

export function useConnection() {
  return useQuery(connectionQueryOptions());
}
