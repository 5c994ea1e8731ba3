import { allEndpoints, buildOpenApiDocument, type endpoints, type HealthResponse } from "@church/contracts";
import { sql } from "drizzle-orm";
import { migrationStatus } from "../../db/client.ts";
import type { AppDeps } from "../../lib/context.ts";
import type { Handler } from "../../lib/route.ts";

export const API_VERSION = "0.1.0";

export function createSystemHandlers(deps: AppDeps) {
  let openapi: ReturnType<typeof buildOpenApiDocument> | undefined;

  const ping: Handler<typeof endpoints.system.ping> = () => ({
    status: "ok" as const,
    message: "API server is running",
    timestamp: new Date().toISOString(),
  });

  const health: Handler<typeof endpoints.system.health> = async ({ c }) => {
    const checks: HealthResponse["checks"] = {
      database: { ok: false },
      migrations: { ok: false },
      auth: { ok: false },
    };
    try {
      await deps.db.execute(sql`select 1`);
      checks.database = { ok: true };
      const { applied, expected } = await migrationStatus(deps.db);
      checks.migrations = { ok: applied >= expected, detail: `${applied}/${expected} applied` };
      const token = await deps.tokens.signAccess({ sub: "health", sid: "health", role: "content_editor" });
      const verified = await deps.tokens.verifyAccess(token);
      checks.auth = { ok: verified?.sub === "health" };
    } catch (error) {
      deps.logger.error({ err: error }, "health check failed");
      checks.database.detail ??= "Database unreachable";
    }
    const ok = checks.database.ok && checks.migrations.ok && checks.auth.ok;
    const body: HealthResponse = {
      status: ok ? "ok" : "degraded",
      checks,
      version: API_VERSION,
      demo: deps.env.DEMO_MODE,
      timestamp: new Date().toISOString(),
    };
    return ok ? body : c.json(body, 503);
  };

  const openapiDoc: Handler<typeof endpoints.system.openapi> = () => {
    openapi ??= buildOpenApiDocument(allEndpoints, { title: "Church platform API", version: API_VERSION });
    return openapi;
  };

  return { ping, health, openapi: openapiDoc };
}
