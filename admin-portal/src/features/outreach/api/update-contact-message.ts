import { type ContactMessageBulkBody, routes } from "@church/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { contactMessagesQueryKey } from "./get-contact-messages.ts";

export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) =>
      api.call(routes.contactMessages.markRead, { params: { id }, body: { read } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactMessagesQueryKey }),
  });
}

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(routes.contactMessages.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactMessagesQueryKey }),
  });
}

/** Mark many read or unread, or delete them (all or nothing on the server). */
export function useBulkMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContactMessageBulkBody) => api.call(routes.contactMessages.bulk, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactMessagesQueryKey }),
  });
}
