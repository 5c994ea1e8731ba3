import { activeSocialLinks, routes } from "@church/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../lib/api-client.ts";

/** The enabled social links with a value, in display order; none while loading or on failure. */
export function useSocialLinks() {
  const query = useQuery({
    queryKey: ["social-media"],
    queryFn: () => api.call(routes.socialMedia.get),
    staleTime: 10 * 60_000,
    retry: 1,
  });
  return query.data ? activeSocialLinks(query.data) : [];
}
