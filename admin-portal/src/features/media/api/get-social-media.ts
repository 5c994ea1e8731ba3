import { routes } from "@church/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const socialMediaQueryKey = ["admin", "social-media"] as const;

export const socialMediaQueryOptions = () =>
  queryOptions({ queryKey: socialMediaQueryKey, queryFn: () => api.call(routes.socialMedia.get) });

export function useSocialMedia() {
  return useQuery(socialMediaQueryOptions());
}
