import {
  allEndpoints,
  apiErrorSchema,
  healthResponseSchema,
  pingResponseSchema,
  readyResponseSchema,
} from "@church/contracts";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import type { Db } from "../../db/client.ts";
import type { Env } from "../../env.ts";
import type { AppDeps } from "../../lib/context.ts";
import { call, getTestApp, testDriver } from "../../test/test-app.ts";

/** An app on the same database whose `execute` (the probes' queries) is replaced. */
async function appWith(execute: ((...args: unknown[]) => Promise<unknown>) | null, env: Partial<Env> = {}) {
  const { deps } = await getTestApp();
  const db = new Proxy(deps.db, {
    get: (target, prop) => (prop === "execute" && execute ? execute : Reflect.get(target, prop)),
  }) as Db;
  const changed: AppDeps = { ...deps, db, env: { ...deps.env, ...env } };
  return createApp(changed);
}

/** One sample of the metrics text: the value of a series with exactly these labels (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels)
    .map(([k, v]) => `${k}="${v}"`)
    .sort();
  for (const line of text.split("\n")) {
    const match = /^([a-z_:]+)\{(.*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? "").split(/,(?=[a-z_]+=)/).sort();
    if (JSON.stringify(have) === JSON.stringify(wanted)) return Number(match[3]);
  }
  return 0;
}

describe(`system [${testDriver}]`, () => {
  it("answers /api/ping", async () => {
    const result = await call("GET", "/api/ping");
    expect(result.status).toBe(200);
    expect(pingResponseSchema.parse(result.body).status).toBe("ok");
  });

  it("reports database, migrations and auth ready in /api/health", async () => {
    const result = await call("GET", "/api/health");
    expect(result.status).toBe(200);
    const health = healthResponseSchema.parse(result.body);
    expect(health.status).toBe("ok");
    expect(health.checks.database.ok && health.checks.migrations.ok && health.checks.auth.ok).toBe(true);
  });

  it("answers an unknown /api path with a JSON 404", async () => {
    const result = await call("GET", "/api/does-not-exist");
    expect(result.status).toBe(404);
    expect(result.body).toMatchObject({ error: { code: "not_found" } });
  });

  it("serves an OpenAPI document with every endpoint of the contracts", async () => {
    const result = await call("GET", "/api/openapi.json");
    const doc = result.body as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe("3.1.0");
    for (const endpoint of allEndpoints) {
      const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
      expect(doc.paths[path]?.[endpoint.method.toLowerCase()], `${endpoint.method} ${path}`).toBeDefined();
    }
  });

  it("refuses bodies over the size limit with 413", async () => {
    const result = await call("POST", "/api/auth/login", {
      body: { email: "a@b.co", password: "x".repeat(1_100_000) },
    });
    expect(result.status).toBe(413);
  });

  it("answers /api/ready when the database answers and every migration is applied", async () => {
    const result = await call("GET", "/api/ready");
    expect(result.status).toBe(200);
    const ready = readyResponseSchema.parse(result.body);
    expect(ready.checks.database.ok && ready.checks.migrations.ok).toBe(true);
    expect(result.headers.get("cache-control")).toBe("no-store");
  });

  it("answers /api/ready with 503 naming the database when it does not answer in time", async () => {
    const app = await appWith(() => new Promise(() => {}), { READY_TIMEOUT_MS: 100 });
    const started = Date.now();
    const response = await app.request("/api/ready");
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(response.status).toBe(503);
    const body = apiErrorSchema.parse(await response.json());
    expect(body.error.code).toBe("unavailable");
    expect(body.error.fields?.database).toBe("Database did not answer within 100 ms");
    expect(body.error.fields?.migrations).toMatch(/not checked/i);

    const refused = await appWith(() => Promise.reject(new Error("connection refused")));
    const down = apiErrorSchema.parse(await (await refused.request("/api/ready")).json());
    expect(down.error.fields?.database).toBe("Database unreachable");
    // Liveness does not depend on the database being fast: /api/ping still answers.
    expect((await app.request("/api/ping")).status).toBe(200);
  });

  it("answers /api/ready with 503 naming the migrations when some are not applied", async () => {
    const app = await appWith(async () => [{ count: 0 }]);
    const response = await app.request("/api/ready");
    expect(response.status).toBe(503);
    const body = apiErrorSchema.parse(await response.json());
    expect(Object.keys(body.error.fields ?? {})).toEqual(["migrations"]);
    expect(body.error.fields?.migrations).toMatch(/^Only 0 of \d+ migrations applied$/);
  });

  it("counts requests in /api/metrics by method, route template and status", async () => {
    const scrape = async () => {
      const result = await call("GET", "/api/metrics");
      expect(result.status).toBe(200);
      expect(result.headers.get("content-type")).toMatch(/^text\/plain/);
      return String(result.body);
    };
    const before = await scrape();
    const events = { method: "GET", route: "/api/events", status: "200" };
    const missing = { method: "GET", route: "/api/articles/:slug", status: "404" };
    await call("GET", "/api/events");
    await call("GET", "/api/events?from=2026-11-01");
    await call("GET", "/api/articles/no-such-article-1");
    await call("GET", "/api/articles/no-such-article-2");
    await call("GET", "/api/no-such-endpoint-at-all");
    const after = await scrape();

    expect(sample(after, "http_requests_total", events) - sample(before, "http_requests_total", events)).toBe(
      2,
    );
    expect(
      sample(after, "http_requests_total", missing) - sample(before, "http_requests_total", missing),
    ).toBe(2);
    expect(
      sample(after, "http_request_duration_seconds_count", events) -
        sample(before, "http_request_duration_seconds_count", events),
    ).toBe(2);
    expect(
      sample(after, "http_requests_total", { method: "GET", route: "/api/*", status: "404" }),
    ).toBeGreaterThan(0);
    // Templates, never raw paths or query strings: the number of series stays bounded.
    expect(after).not.toContain("no-such-article");
    expect(after).not.toContain("no-such-endpoint");
    expect(after).not.toContain("from=");
    // Database pool and process metrics.
    const { database } = await getTestApp();
    expect(sample(after, "db_pool_max_connections", { driver: database.driver })).toBeGreaterThan(0);
    expect(after).toMatch(/^db_queries_in_flight\{driver="(pglite|postgres)"\} \d+$/m);
    expect(after).toMatch(/^db_transactions_in_flight\{/m);
    expect(after).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(after).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  it("counts the queries and transactions under way for the pool gauges", async () => {
    const { deps, database } = await getTestApp();
    expect(database.stats()).toMatchObject({ queriesInFlight: 0, transactionsInFlight: 0 });
    const pending = deps.db.execute(sql`select pg_sleep(0.1)`).then((rows) => rows);
    let seen = 0;
    // drizzle reaches the driver a few microtasks later; the query is under way from then until answered.
    for (let i = 0; i < 100 && seen === 0; i++) {
      await Promise.resolve();
      seen = database.stats().queriesInFlight;
    }
    expect(seen).toBe(1);
    await pending;
    expect(database.stats().queriesInFlight).toBe(0);
    await deps.db.transaction(async (tx) => {
      expect(database.stats().transactionsInFlight).toBe(1);
      await tx.execute(sql`select 1`);
    });
    expect(database.stats()).toMatchObject({ queriesInFlight: 0, transactionsInFlight: 0 });
  });

  it("asks for the bearer token when METRICS_TOKEN is set, and is off in production without one", async () => {
    const token = "metrics-token-0123456789";
    const app = await appWith(null, { METRICS_TOKEN: token });
    const anonymous = await app.request("/api/metrics");
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(apiErrorSchema.safeParse(await anonymous.json()).success).toBe(true);
    expect((await app.request("/api/metrics", { headers: { authorization: "Bearer wrong" } })).status).toBe(
      401,
    );
    const allowed = await app.request("/api/metrics", { headers: { authorization: `Bearer ${token}` } });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain("http_requests_total");

    const production = await appWith(null, { NODE_ENV: "production", DEMO_MODE: false });
    expect((await production.request("/api/metrics")).status).toBe(403);
  });
});
