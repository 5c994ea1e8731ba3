import {
  buildPath,
  type LiveChatBlockKind,
  type LiveChatMessage,
  liveChatStreamEvents,
  parseLiveChatEvent,
  routes,
} from "@church/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { api } from "../../../lib/api-client.ts";

const chatKey = ["admin", "live-chat"] as const;
const blocksKey = ["admin", "live-chat-blocks"] as const;

/**
 * The chat as viewers see it, kept current by the same event stream their pages use: new messages
 * come in, hidden ones go, whoever hid them. `connected` is false while the stream reconnects.
 */
export function useLiveChatFeed() {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(true);
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource(buildPath(routes.liveChat.stream.path));
    const update = (change: (messages: LiveChatMessage[]) => LiveChatMessage[]) =>
      queryClient.setQueryData<LiveChatMessage[]>(chatKey, (messages) => change(messages ?? []));
    source.addEventListener("open", () => setConnected(true));
    source.addEventListener("error", () => setConnected(false));
    const onEvent = (event: Event) => {
      const change = parseLiveChatEvent(event.type, (event as MessageEvent<string>).data);
      if (change?.type === "message") {
        const { message } = change;
        update((list) => (list.some((m) => m.id === message.id) ? list : [...list, message]));
      } else if (change?.type === "removed") update((list) => list.filter((m) => m.id !== change.id));
    };
    source.addEventListener(liveChatStreamEvents.message, onEvent);
    source.addEventListener(liveChatStreamEvents.removed, onEvent);
    return () => source.close();
  }, [queryClient]);
  const messages = useQuery({
    queryKey: chatKey,
    queryFn: async () => (await api.call(routes.liveChat.list)).messages,
    refetchInterval: 60_000,
  });
  return { messages, connected };
}

export function useLiveChatBlocks() {
  return useQuery({
    queryKey: blocksKey,
    queryFn: async () => (await api.call(routes.liveChat.blocks)).blocks,
  });
}

/** Hide, block, unblock and post as the church: the chat and the blocks reload after each. */
export function useModeration() {
  const queryClient = useQueryClient();
  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: chatKey }),
      queryClient.invalidateQueries({ queryKey: blocksKey }),
    ]);
  return {
    hide: useMutation({
      mutationFn: (id: string) => api.call(routes.liveChat.remove, { params: { id } }),
      onSuccess: reload,
    }),
    block: useMutation({
      mutationFn: (body: { messageId: string; kind: LiveChatBlockKind }) =>
        api.call(routes.liveChat.block, { body }),
      onSuccess: reload,
    }),
    unblock: useMutation({
      mutationFn: (id: string) => api.call(routes.liveChat.unblock, { params: { id } }),
      onSuccess: reload,
    }),
    post: useMutation({
      mutationFn: (message: string) => api.call(routes.liveChat.postAsAdmin, { body: { message } }),
      onSuccess: reload,
    }),
  };
}
