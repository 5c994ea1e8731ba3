import { z } from "zod";
import { idSchema, isoDateTime, requiredText } from "../common/primitives.ts";
import { liveChatLimits, liveChatMessages } from "./live-chat.constants.ts";

export const liveChatMessageSchema = z.object({
  id: idSchema,
  user: z.string(),
  message: z.string(),
  time: isoDateTime,
  isAdmin: z.boolean(),
});
export type LiveChatMessage = z.infer<typeof liveChatMessageSchema>;

export const liveChatPostSchema = z.object({
  /** The viewer's display name. */
  user: requiredText(liveChatLimits.userMax, "Please enter your name"),
  message: requiredText(liveChatLimits.messageMax, liveChatMessages.empty),
});
export type LiveChatPostValues = z.input<typeof liveChatPostSchema>;

/** Staff post under their own name, marked as admin. */
export const liveChatAdminPostSchema = z.object({
  message: requiredText(liveChatLimits.messageMax, liveChatMessages.empty),
});

export const liveChatQuerySchema = z.object({
  /** Only messages after this moment (polling). */
  since: isoDateTime.optional(),
});
export const liveChatListResponseSchema = z.object({ messages: z.array(liveChatMessageSchema) });
export const liveChatMessageResponseSchema = z.object({ message: liveChatMessageSchema });

/**
 * Server-sent events of `GET /api/live-chat/stream`: `message` carries a LiveChatMessage (new
 * messages, viewers' and staff's alike), `removed` the id of a message staff took down.
 */
export const liveChatStreamEvents = { message: "message", removed: "removed" } as const;
export const liveChatRemovedEventSchema = z.object({ id: idSchema });
export type LiveChatRemovedEvent = z.infer<typeof liveChatRemovedEventSchema>;

/** One server-sent event of the chat stream, checked against its shape; undefined when it is not one. */
export function parseLiveChatEvent(
  event: string,
  data: string,
): { type: "message"; message: LiveChatMessage } | { type: "removed"; id: string } | undefined {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (event === liveChatStreamEvents.message) {
    const parsed = liveChatMessageSchema.safeParse(json);
    return parsed.success ? { type: "message", message: parsed.data } : undefined;
  }
  const parsed = liveChatRemovedEventSchema.safeParse(json);
  return event === liveChatStreamEvents.removed && parsed.success
    ? { type: "removed", id: parsed.data.id }
    : undefined;
}

/**
 * Staff can stop a viewer posting for the rest of the stream: by the name they post under, or by their
 * address (the network they post from, kept only as a keyed hash). Blocks end when the stream is set
 * offline, or after 12 hours.
 */
export const liveChatBlockKinds = ["name", "address"] as const;
export const liveChatBlockKindSchema = z.enum(liveChatBlockKinds);
export type LiveChatBlockKind = z.infer<typeof liveChatBlockKindSchema>;

export const liveChatBlockInputSchema = z.object({
  /** The message whose sender is blocked; it is hidden for everyone at the same time. */
  messageId: idSchema,
  kind: liveChatBlockKindSchema,
});

export const liveChatBlockSchema = z.object({
  id: idSchema,
  kind: liveChatBlockKindSchema,
  /** The name blocked, or the name posted under from the blocked address. */
  name: z.string(),
  createdAt: isoDateTime,
  expiresAt: isoDateTime,
});
export type LiveChatBlock = z.infer<typeof liveChatBlockSchema>;
export const liveChatBlocksResponseSchema = z.object({ blocks: z.array(liveChatBlockSchema) });
export const liveChatBlockResponseSchema = z.object({ block: liveChatBlockSchema });
