import { endpoints } from "@church/contracts";
import type { AppDeps } from "../../lib/context.ts";
import { route } from "../../lib/route.ts";
import { createEmailOutboxHandlers } from "./email-outbox.handlers.ts";

export function emailOutboxRoutes(deps: AppDeps) {
  return [route(endpoints.emailOutbox.list, createEmailOutboxHandlers(deps).list)];
}
