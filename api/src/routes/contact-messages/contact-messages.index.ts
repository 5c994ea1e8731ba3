import { endpoints } from "@church/contracts";
import type { AppDeps } from "../../lib/context.ts";
import { route } from "../../lib/route.ts";
import { createContactMessagesHandlers } from "./contact-messages.handlers.ts";

export function contactMessagesRoutes(deps: AppDeps) {
  const h = createContactMessagesHandlers(deps);
  return [
    route(endpoints.contactMessages.submit, h.submit),
    route(endpoints.contactMessages.list, h.list),
    route(endpoints.contactMessages.markRead, h.markRead),
    route(endpoints.contactMessages.remove, h.remove),
    route(endpoints.contactMessages.bulk, h.bulk),
  ];
}
