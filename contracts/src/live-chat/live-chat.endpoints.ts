import { defineEndpoint } from "../common/endpoint.ts";
import { idParams, okSchema } from "../common/primitives.ts";
import { access } from "../common/roles.ts";
import {
  liveChatAdminPostSchema,
  liveChatBlockInputSchema,
  liveChatBlockResponseSchema,
  liveChatBlocksResponseSchema,
  liveChatListResponseSchema,
  liveChatMessageResponseSchema,
  liveChatPostSchema,
  liveChatQuerySchema,
} from "./live-chat.schema.ts";

export const liveChatEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/live-chat/messages",
    summary: "The latest live-chat messages, oldest first",
    tag: "live-chat",
    access: access.public,
    query: liveChatQuerySchema,
    response: liveChatListResponseSchema,
  }),
  stream: defineEndpoint({
    method: "GET",
    path: "/api/live-chat/stream",
    summary:
      "Server-sent events: `message` (a new message) and `removed` ({ id }) as they happen, on every API instance; `since` first replays later messages",
    tag: "live-chat",
    access: access.public,
    query: liveChatQuerySchema,
    response: null,
    produces: ["text/event-stream"],
  }),
  post: defineEndpoint({
    method: "POST",
    path: "/api/live-chat/messages",
    summary: "Post a viewer message (rate-limited per visitor: 429)",
    tag: "live-chat",
    access: access.public,
    body: liveChatPostSchema,
    response: liveChatMessageResponseSchema,
    status: 201,
  }),
  postAsAdmin: defineEndpoint({
    method: "POST",
    path: "/api/live-chat/admin-messages",
    summary: "Post as the church (isAdmin)",
    tag: "live-chat",
    access: access.staff,
    body: liveChatAdminPostSchema,
    response: liveChatMessageResponseSchema,
    status: 201,
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/api/live-chat/messages/:id",
    summary: "Hide a message for everyone (viewers' pages drop it through the event stream)",
    tag: "live-chat",
    access: access.staff,
    params: idParams,
    response: okSchema,
  }),
  blocks: defineEndpoint({
    method: "GET",
    path: "/api/live-chat/blocks",
    summary: "Names and addresses blocked from posting for the rest of the stream",
    tag: "live-chat",
    access: access.staff,
    response: liveChatBlocksResponseSchema,
  }),
  block: defineEndpoint({
    method: "POST",
    path: "/api/live-chat/blocks",
    summary:
      "Block the sender of a message (by name or by address) for the rest of the stream, and hide that message for everyone",
    tag: "live-chat",
    access: access.staff,
    body: liveChatBlockInputSchema,
    response: liveChatBlockResponseSchema,
    status: 201,
  }),
  unblock: defineEndpoint({
    method: "DELETE",
    path: "/api/live-chat/blocks/:id",
    summary: "Lift a block",
    tag: "live-chat",
    access: access.staff,
    params: idParams,
    response: okSchema,
  }),
};
