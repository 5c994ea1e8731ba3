import { endpoints } from "@church/contracts";
import type { AppDeps } from "../../lib/context.ts";
import { route } from "../../lib/route.ts";
import { createAuditHandlers } from "./audit.handlers.ts";

export function auditRoutes(deps: AppDeps) {
  const h = createAuditHandlers(deps);
  return [route(endpoints.audit.list, h.list)];
}
