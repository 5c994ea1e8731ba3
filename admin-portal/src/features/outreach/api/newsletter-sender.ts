import { type NewsletterSender, routes } from "@church/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const senderQueryKey = ["admin", "newsletter-sender"] as const;

/** The saved sender of campaigns, null until someone saves one. */
export function useNewsletterSender() {
  return useQuery({
    queryKey: senderQueryKey,
    queryFn: async () => (await api.call(routes.campaigns.sender)).sender,
  });
}

export function useSaveNewsletterSender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewsletterSender) => api.call(routes.campaigns.saveSender, { body }),
    onSuccess: (result) => queryClient.setQueryData(senderQueryKey, result.sender),
  });
}
