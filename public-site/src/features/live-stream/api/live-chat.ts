import { endpoints, type LiveChatPostValues } from "@church/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

const key = ["live-chat"] as const;

/** The viewers' chat, refreshed every 10 seconds while the page is open. */
export function useLiveChat() {
  return useQuery({
    queryKey: key,
    queryFn: async () => (await api.call(endpoints.liveChat.list)).messages,
    refetchInterval: 10_000,
    retry: 1,
  });
}

export function usePostLiveChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LiveChatPostValues) => api.call(endpoints.liveChat.post, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
