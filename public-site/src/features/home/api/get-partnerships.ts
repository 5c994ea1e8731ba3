import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { routes } from "../../../lib/routes.ts";

/** The three partnerships (the server puts the seeded ones in their place if it cannot read them). */
export const partnershipsQuery = () =>
  queryOptions({
    queryKey: ["partnerships"],
    queryFn: async () => (await api.call(routes.partnerships.list)).partnerships,
    staleTime: 30 * 60_000,
  });

export function usePartnerships() {
  return useQuery(partnershipsQuery());
}
