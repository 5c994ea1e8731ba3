import { endpoints, type SiteContentItem, siteContentSeed } from "@church/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const siteContentQueryKey = ["site-content"] as const;

export async function getSiteContent(): Promise<SiteContentItem[]> {
  return (await api.call(endpoints.siteContent.list)).items;
}

/**
 * The published site content. Until it arrives (or if the API is down) the default items stand in,
 * so the home page never shows empty sections; they are the same defaults the API seeds.
 */
export function useSiteContent() {
  return useQuery(
    queryOptions({
      queryKey: siteContentQueryKey,
      queryFn: getSiteContent,
      placeholderData: [...siteContentSeed],
      staleTime: 5 * 60_000,
    }),
  );
}

/** The item with this key, from the API's answer or the defaults. */
export function pickContent(items: readonly SiteContentItem[] | undefined, key: string) {
  return items?.find((item) => item.key === key) ?? siteContentSeed.find((item) => item.key === key);
}
