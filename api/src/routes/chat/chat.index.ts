import { endpoints } from "@church/contracts";
import type { AppDeps } from "../../lib/context.ts";
import { route } from "../../lib/route.ts";
import { createChatHandlers } from "./chat.handlers.ts";

export function chatRoutes(deps: AppDeps) {
  const h = createChatHandlers(deps);
  return [route(endpoints.chat.ask, h.ask)];
}
