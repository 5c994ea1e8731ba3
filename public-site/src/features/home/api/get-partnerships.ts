import { partnershipsSeed, routes } from "@church/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** The three partnerships; the same fixed list stands in until the API answers. */
export function usePartnerships() {
  return useQuery({
    queryKey: ["partnerships"],
    queryFn: async () => (await api.call(routes.partnerships.list)).partnerships,
    placeholderData: [...partnershipsSeed],
    staleTime: 30 * 60_000,
  });
}
