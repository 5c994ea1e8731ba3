import { type ContentKind, type PublishStatus, routes } from "@church/contracts";
import { errorText } from "@church/contracts/client";
import { type DropdownMenuItem, toast } from "@church/ui-kit";
import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api } from "../../lib/api-client.ts";
import { contentFormNamespace } from "./content-form.texts.ts";
import { stateMessage } from "./use-content-form.ts";

const statusRoutes = {
  article: routes.articles.setStatus,
  announcement: routes.announcements.setStatus,
  "blog-post": routes.blogPosts.setStatus,
  event: routes.events.setStatus,
  video: routes.videos.setStatus,
  "audio-service": routes.audioServices.setStatus,
} as const;

/**
 * Publish or Unpublish in a list row's menu, without opening the form: the same two actions as the
 * form, through the kind's status endpoint (a change that is already made answers 409 and is shown).
 */
export function usePublishToggle(kind: ContentKind, listKey: QueryKey) {
  const { t } = useTranslation(contentFormNamespace);
  const queryClient = useQueryClient();
  const change = useMutation({
    // Every kind's endpoint takes the same params and body; the answer is not read here.
    mutationFn: ({ id, status }: { id: string; status: PublishStatus }) =>
      api.call(statusRoutes[kind] as typeof routes.articles.setStatus, { params: { id }, body: { status } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
  return (item: { id: string; title: string; status: PublishStatus }): DropdownMenuItem => {
    const next: PublishStatus = item.status === "published" ? "draft" : "published";
    return {
      label: next === "published" ? t("publish") : t("unpublish"),
      onSelect: () =>
        change.mutate(
          { id: item.id, status: next },
          {
            onSuccess: () => toast.success(t(stateMessage(item.status, next)), { description: item.title }),
            onError: (error) => toast.error(t("statusError"), { description: errorText(error, t("error")) }),
          },
        ),
    };
  };
}
