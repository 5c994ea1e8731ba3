import {
  buildPath,
  type LiveChatMessage,
  type LiveChatPostValues,
  liveChatStreamEvents,
  parseLiveChatEvent,
} from "@church/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { api } from "../../../lib/api-client.ts";
import { routes } from "../../../lib/routes.ts";

const key = ["live-chat"] as const;

/**
 * The viewers' chat. New messages and removals arrive as they happen through the server's event
 * stream (every API instance relays them); a slow poll covers browsers or proxies that drop it.
 */
export function useLiveChat() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource(buildPath(routes.liveChat.stream.path));
    const update = (change: (messages: LiveChatMessage[]) => LiveChatMessage[]) =>
      queryClient.setQueryData<LiveChatMessage[]>(key, (messages) => change(messages ?? []));
    const onEvent = (event: Event) => {
      const change = parseLiveChatEvent(event.type, (event as MessageEvent<string>).data);
      if (change?.type === "message") {
        const { message } = change;
        update((messages) => (messages.some((m) => m.id === message.id) ? messages : [...messages, message]));
      } else if (change?.type === "removed") update((messages) => messages.filter((m) => m.id !== change.id));
    };
    source.addEventListener(liveChatStreamEvents.message, onEvent);
    source.addEventListener(liveChatStreamEvents.removed, onEvent);
    return () => source.close();
  }, [queryClient]);

  return useQuery({
    queryKey: key,
    queryFn: async () => (await api.call(routes.liveChat.list)).messages,
    refetchInterval: 60_000,
    retry: 1,
  });
}

export function usePostLiveChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LiveChatPostValues) => api.call(routes.liveChat.post, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
