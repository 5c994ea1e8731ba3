import type { Context, MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { DatabaseStats } from "../../db/client.ts";

const knownMethods = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** On a request answered before the router reached its endpoint: that endpoint's route template. */
const earlyRouteKey = Symbol("route of an early answer");
type Marked = Context & { [earlyRouteKey]?: string };

/**
 * A request answered before its endpoint's handlers ran (a read-cache hit, read-cache.ts) counts under
 * the endpoint's route template, not under the path of the middleware that answered it.
 */
export function countUnderRoute(c: Context, route: string): void {
  // A mark on the context rather than a WeakMap entry: a WeakMap costs the garbage collector per request.
  (c as Marked)[earlyRouteKey] = route;
}

/**
 * Prometheus metrics of one API instance (each instance is scraped on its own): requests and their
 * latency by method, route template and status; the database pool; the process (CPU, memory, event
 * loop, GC) from prom-client's default collectors. One registry per app, never the global one.
 */
export function createMetrics(databaseStats?: () => DatabaseStats) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const labelNames = ["method", "route", "status"] as const;
  const requests = new Counter({
    name: "http_requests_total",
    help: "API requests answered, by method, route template and status",
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an API request (until the handler returned), by method, route template and status",
    labelNames,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  const poolGauge = (name: string, help: string, read: (s: DatabaseStats) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ["driver"] as const,
      registers: [registry],
      collect() {
        const stats = databaseStats?.();
        if (stats) this.set({ driver: stats.driver }, read(stats));
      },
    });
  poolGauge("db_pool_max_connections", "Connections the database pool may open", (s) => s.poolMax);
  poolGauge(
    "db_queries_in_flight",
    "Queries sent to the database and not yet answered (queued ones included)",
    (s) => s.queriesInFlight,
  );
  poolGauge(
    "db_transactions_in_flight",
    "Open transactions, each holding a pooled connection",
    (s) => s.transactionsInFlight,
  );

  /**
   * Counts every /api request under the path template of the endpoint that answered (`/api/events/:id`,
   * never the raw URL, so the number of series stays bounded); unknown paths count as `/api/*`.
   */
  const record = (method: string, route: string, status: number, seconds: number) => {
    const labels = { method: knownMethods.has(method) ? method : "OTHER", route, status: String(status) };
    duration.observe(labels, seconds);
    requests.inc(labels);
  };
  const middleware: MiddlewareHandler = async (c, next) => {
    const started = performance.now();
    await next();
    const route = (c as Marked)[earlyRouteKey] ?? (routePath(c) || "unmatched");
    record(c.req.method, route, c.res.status, (performance.now() - started) / 1000);
  };

  /** `record` counts a request answered outside the app (a read-cache hit answered by the HTTP server, read-cache.ts). */
  return { registry, middleware, record };
}

export type Metrics = ReturnType<typeof createMetrics>;
