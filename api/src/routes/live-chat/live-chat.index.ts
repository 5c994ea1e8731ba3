import { endpoints } from "@church/contracts";
import type { AppDeps } from "../../lib/context.ts";
import { route } from "../../lib/route.ts";
import { createLiveChatHandlers } from "./live-chat.handlers.ts";

export function liveChatRoutes(deps: AppDeps) {
  const h = createLiveChatHandlers(deps);
  return [
    route(endpoints.liveChat.list, h.list),
    route(endpoints.liveChat.stream, h.stream),
    route(endpoints.liveChat.post, h.post),
    route(endpoints.liveChat.postAsAdmin, h.postAsAdmin),
    route(endpoints.liveChat.remove, h.remove),
    route(endpoints.liveChat.blocks, h.blocks),
    route(endpoints.liveChat.block, h.block),
    route(endpoints.liveChat.unblock, h.unblock),
  ];
}
