import { endpoints } from "@church/contracts";
import type { AppDeps } from "../../lib/context.ts";
import { route } from "../../lib/route.ts";
import { createTextMessagesHandlers } from "./text-messages.handlers.ts";

export function textMessagesRoutes(deps: AppDeps) {
  const h = createTextMessagesHandlers(deps);
  return [
    route(endpoints.textMessages.list, h.list),
    route(endpoints.textMessages.twilioStatus, h.twilioStatus),
    route(endpoints.textMessages.twilioInbound, h.twilioInbound),
  ];
}
