import { activeSocialLinks } from "@church/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../lib/api-client.ts";
import { routes } from "../lib/routes.ts";

export const socialLinksQuery = () =>
  queryOptions({
    queryKey: ["social-media"],
    queryFn: () => api.call(routes.socialMedia.get),
    staleTime: 10 * 60_000,
    retry: 1,
  });

/** The enabled social links with a value, in display order; none while loading or on failure. */
export function useSocialLinks() {
  const query = useQuery(socialLinksQuery());
  return query.data ? activeSocialLinks(query.data) : [];
}
