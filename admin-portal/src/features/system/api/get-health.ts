import { routes } from "@church/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const healthQueryKey = ["system", "health"] as const;

export function getHealth() {
  return api.call(routes.system.health);
}

/** Backend status; not retried, so the status screen answers quickly when the API is down. */
export function useHealth() {
  return useQuery(queryOptions({ queryKey: healthQueryKey, queryFn: getHealth, retry: false }));
}
