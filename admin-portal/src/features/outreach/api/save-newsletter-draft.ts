import {
  emptyNewsletterDraft,
  type NewsletterDraft,
  type NewsletterDraftContent,
  routes,
} from "@church/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { campaignsQueryKey } from "./get-campaigns.ts";
import { newsletterDraftQueryKey, newsletterDraftsQueryKey } from "./get-newsletter-drafts.ts";

/** Starts an empty letter; the composer page opens it. */
export function useCreateNewsletterDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await api.call(routes.newsletterDrafts.create, { body: emptyNewsletterDraft })).draft,
    onSuccess: (draft) => {
      queryClient.setQueryData(newsletterDraftQueryKey(draft.id), draft);
      void queryClient.invalidateQueries({ queryKey: newsletterDraftsQueryKey, exact: true });
    },
  });
}

/**
 * One save of the composer's words over `version`. `keepalive` lets the last save outlive the page
 * (a closed tab); the browser allows 64 KB so, past that, it is an ordinary request.
 */
export async function saveNewsletterDraft(
  id: string,
  content: NewsletterDraftContent,
  version: number,
  options: { keepalive?: boolean } = {},
): Promise<NewsletterDraft> {
  const body = { ...content, version };
  const keepalive = options.keepalive === true && JSON.stringify(body).length < 60_000;
  return (await api.call(routes.newsletterDrafts.save, { params: { id }, body }, { keepalive })).draft;
}

export function useDeleteNewsletterDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(routes.newsletterDrafts.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsletterDraftsQueryKey }),
  });
}

export function useScheduleNewsletterDraft(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { version: number; scheduledAt: string }) =>
      (await api.call(routes.newsletterDrafts.schedule, { params: { id }, body })).draft,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsletterDraftsQueryKey, exact: true }),
  });
}

export function useUnscheduleNewsletterDraft(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.call(routes.newsletterDrafts.unschedule, { params: { id } })).draft,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsletterDraftsQueryKey, exact: true }),
  });
}

/** Sends the letter now (the version the composer last saved) as a campaign. */
export function useSendNewsletterDraft(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) =>
      api.call(routes.newsletterDrafts.send, { params: { id }, body: { version } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: campaignsQueryKey });
      void queryClient.invalidateQueries({ queryKey: newsletterDraftsQueryKey });
    },
  });
}
