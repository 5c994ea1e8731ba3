import { localize, type PublicContentKey, type SiteContentItem } from "@church/contracts";
import { useLanguage } from "@church/ui-kit";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../lib/api-client.ts";
import { routes } from "../lib/routes.ts";

export const siteContentQueryKey = ["site-content"] as const;

export async function getSiteContent(): Promise<SiteContentItem[]> {
  return (await api.call(routes.siteContent.list)).items;
}

export const siteContentQuery = () =>
  queryOptions({
    queryKey: siteContentQueryKey,
    queryFn: getSiteContent,
    // Every page arrives with it (the server read it, or put the seeded defaults in its place).
    staleTime: 5 * 60_000,
  });

/** The published site content. */
export function useSiteContent() {
  return useQuery(siteContentQuery());
}

/**
 * A reader of site-content items in the visitor's language: `text("mission")` is the item (title,
 * content, imageUrl) with its Swahili version applied, or undefined when there is no such item. Only
 * the keys of `publicContentSettings` can be read: the admin lists each of them for staff to fill.
 */
export function useContentText() {
  const { language } = useLanguage();
  const content = useSiteContent();
  return (key: PublicContentKey) => {
    const item = content.data?.find((entry) => entry.key === key);
    return item ? localize(item, language) : undefined;
  };
}
