import { type AnnouncementInput, routes } from "@church/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { announcementsQueryKey } from "./get-announcements.ts";

/** Create when no id is given, else update; the list reloads after either. */
export function useSaveAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: AnnouncementInput }) =>
      id
        ? api.call(routes.announcements.update, { params: { id }, body })
        : api.call(routes.announcements.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementsQueryKey }),
  });
}

export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(routes.announcements.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementsQueryKey }),
  });
}
