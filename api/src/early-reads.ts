import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Hono } from "hono";
import type { AppDeps, AppEnv } from "./lib/context.ts";
import { requestIdOf } from "./middlewares/answer-headers.ts";
import type { ReadCache } from "./middlewares/read-cache.ts";
import { msSince, requestLog } from "./middlewares/request-logger.ts";

const headerOf = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return typeof value === "string" ? value : value?.[0];
};

/**
 * Published reads answered by the HTTP server before the app sees the request: a `GET /api/...`
 * without credentials whose answer the read cache holds (read-cache.ts: fresh, dropped on every
 * instance by any write) is written straight to the socket, with the very headers the app would send
 * (request id, security and cache headers, ETag; a 304 for a matching If-None-Match), counted in the
 * metrics under its route and logged like any request. Everything else returns false and goes to the
 * app. This spares a hit Hono's request and answer objects and its middleware chain, about a third of
 * the server's time per cached read (see the README's Benchmarks).
 */
export function earlyReads(
  deps: Pick<AppDeps, "logger" | "metrics">,
  readCache: Pick<ReadCache, "answerEarly">,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const log = requestLog(deps);
  const record = deps.metrics.record;
  return (req, res) => {
    const url = req.url;
    if (req.method !== "GET" || url === undefined || !url.startsWith("/api/")) return false;
    const started = performance.now();
    const headers = req.headers;
    const requestId = requestIdOf(headerOf(headers, "x-request-id"));
    const answer = readCache.answerEarly("GET", url, (name) => headerOf(headers, name), {
      "x-request-id": requestId,
    });
    if (!answer) return false;
    if (answer.body !== null) answer.headers["content-length"] = String(answer.length);
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body ?? undefined);
    const query = url.indexOf("?");
    const path = query === -1 ? url : url.slice(0, query);
    record("GET", answer.route, answer.status, (performance.now() - started) / 1000);
    log({ requestId, method: "GET", path, status: answer.status, ms: msSince(started) });
    return true;
  };
}

/**
 * The API's HTTP server (not yet listening): the app on @hono/node-server's request listener, with the
 * early reads in front of it when there is a read cache.
 */
export function createApiServer(
  app: Hono<AppEnv>,
  deps: Pick<AppDeps, "logger" | "metrics">,
  readCache: Pick<ReadCache, "answerEarly"> | undefined,
): Server {
  const appListener = getRequestListener(app.fetch);
  if (!readCache) return createServer(appListener);
  const early = earlyReads(deps, readCache);
  return createServer((req, res) => {
    if (!early(req, res)) void appListener(req, res);
  });
}
