import { timingSafeEqual } from "node:crypto";
import {
  type ApiErrorBody,
  allEndpoints,
  buildOpenApiDocument,
  type endpoints,
  type HealthResponse,
  type ReadyResponse,
} from "@church/contracts";
import { sql } from "drizzle-orm";
import { migrationStatus } from "../../db/client.ts";
import type { AppDeps } from "../../lib/context.ts";
import { forbidden, HttpError } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";

export const API_VERSION = "0.1.0";

class TimeoutError extends Error {}

/** The promise's value, or a TimeoutError after `ms` (the query itself is left to finish or fail). */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

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

  /** Once every migration is applied it stays so for this process; until then each probe counts again. */
  let migrationsApplied = false;

  /**
   * Readiness for a load balancer or Kubernetes: the database answers within READY_TIMEOUT_MS and
   * every shipped migration is applied. 503 in the error shape, `fields` naming each failed check.
   */
  const ready: Handler<typeof endpoints.system.ready> = async () => {
    const timeoutMs = deps.env.READY_TIMEOUT_MS;
    const failed: Record<string, string> = {};
    const checks: ReadyResponse["checks"] = { database: { ok: false }, migrations: { ok: false } };
    try {
      await within(deps.db.execute(sql`select 1`), timeoutMs);
      checks.database = { ok: true };
    } catch (error) {
      failed.database =
        error instanceof TimeoutError
          ? `Database did not answer within ${timeoutMs} ms`
          : "Database unreachable";
    }
    if (checks.database.ok && migrationsApplied) checks.migrations = { ok: true };
    else if (checks.database.ok) {
      try {
        const { applied, expected } = await within(migrationStatus(deps.db), timeoutMs);
        migrationsApplied = applied >= expected;
        checks.migrations = { ok: migrationsApplied, detail: `${applied}/${expected} applied` };
        if (!migrationsApplied) failed.migrations = `Only ${applied} of ${expected} migrations applied`;
      } catch (error) {
        failed.migrations =
          error instanceof TimeoutError
            ? `Migration status did not answer within ${timeoutMs} ms`
            : "Migration status unreadable";
      }
    } else failed.migrations = "Not checked: the database is unreachable";
    if (Object.keys(failed).length > 0) {
      deps.logger.warn({ failed }, "not ready");
      throw new HttpError("unavailable", `Not ready: ${Object.keys(failed).join(", ")}`, failed);
    }
    return { status: "ready" as const, checks, timestamp: new Date().toISOString() };
  };

  /**
   * Prometheus text format. With METRICS_TOKEN set, only `Authorization: Bearer <token>` may read it;
   * without one it is open in demo mode and outside production, and refused in production.
   */
  const metrics: Handler<typeof endpoints.system.metrics> = async ({ c }) => {
    const token = deps.env.METRICS_TOKEN;
    if (token) {
      if (!sameText(c.req.header("authorization") ?? "", `Bearer ${token}`)) {
        const body: ApiErrorBody = {
          error: { code: "unauthorized", message: "The metrics need Authorization: Bearer <METRICS_TOKEN>" },
        };
        return c.json(body, 401, { "www-authenticate": 'Bearer realm="metrics"' });
      }
    } else if (deps.env.NODE_ENV === "production" && !deps.env.DEMO_MODE) {
      throw forbidden("Metrics are off: set METRICS_TOKEN to scrape them");
    }
    const { registry } = deps.metrics;
    return new Response(await registry.metrics(), {
      headers: { "content-type": registry.contentType, "cache-control": "no-store" },
    });
  };

  const openapiDoc: Handler<typeof endpoints.system.openapi> = () => {
    openapi ??= buildOpenApiDocument(allEndpoints, { title: "Church platform API", version: API_VERSION });
    return openapi;
  };

  return { ping, health, ready, metrics, openapi: openapiDoc };
}
