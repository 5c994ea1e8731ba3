import type { endpoints } from "@church/contracts";
import type { AppDeps } from "../../lib/context.ts";
import type { Handler } from "../../lib/route.ts";
import { listAudit } from "../../services/audit/audit.ts";

export function createAuditHandlers(deps: AppDeps) {
  const list: Handler<typeof endpoints.audit.list> = async ({ query }) => listAudit(deps.db, query);
  return { list };
}
