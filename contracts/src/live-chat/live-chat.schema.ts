import { z } from "zod";
import { idSchema, isoDateTime, requiredText } from "../common/primitives.ts";
import { liveChatLimits, liveChatMessages } from "./live-chat.constants.ts";

export { liveChatLimits, liveChatMessages } from "./live-chat.constants.ts";

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
