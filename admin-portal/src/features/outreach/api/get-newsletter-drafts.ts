import { routes } from "@church/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const newsletterDraftsQueryKey = ["admin", "newsletter-drafts"] as const;
export const newsletterDraftQueryKey = (id: string) => [...newsletterDraftsQueryKey, id] as const;

/** Letters not sent yet; looked at again while one is being sent (it leaves the list when done). */
export function useNewsletterDrafts() {
  return useQuery(
    queryOptions({
      queryKey: newsletterDraftsQueryKey,
      queryFn: async () => (await api.call(routes.newsletterDrafts.list)).drafts,
      refetchInterval: (query) =>
        (query.state.data ?? []).some((d) => d.state === "sending") ? 3000 : false,
    }),
  );
}

/**
 * One letter as stored, read once when the composer opens: from then on the composer's own words are
 * what counts (it saves them), so the query never refetches over them.
 */
export function useNewsletterDraft(id: string) {
  return useQuery({
    queryKey: newsletterDraftQueryKey(id),
    queryFn: async () => (await api.call(routes.newsletterDrafts.get, { params: { id } })).draft,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
