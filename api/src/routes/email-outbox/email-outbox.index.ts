import { endpoints } from "@church/contracts";
import type { AppDeps } from "../../lib/context.ts";
import { route } from "../../lib/route.ts";
import { createEmailOutboxHandlers } from "./email-outbox.handlers.ts";

export function emailOutboxRoutes(deps: AppDeps) {
  const handlers = createEmailOutboxHandlers(deps);
  return [
    route(endpoints.emailOutbox.list, handlers.list),
    route(endpoints.emailOutbox.resend, handlers.resend),
  ];
}
