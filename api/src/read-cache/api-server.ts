import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Hono } from "hono";
import type { AppEnv } from "../lib/context.ts";

/** Something that may answer a request itself, before the app; says whether it did. */
export type EarlyAnswer = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * The API's HTTP server (not yet listening): the app on @hono/node-server's request listener, with
 * `early` answers in front of it, asked in turn: the read cache's (read-cache.ts) and the kept public
 * pages' (static/kept-pages.ts). What they hold in memory is written straight to the socket: this
 * spares a hit Hono's request and answer objects and its middleware chain, most of the server's time
 * per cached read (see the README's Benchmarks).
 */
export function createApiServer(app: Hono<AppEnv>, early: readonly EarlyAnswer[]): Server {
  const appListener = getRequestListener(app.fetch);
  if (early.length === 0) return createServer(appListener);
  return createServer((req, res) => {
    for (const answer of early) if (answer(req, res)) return;
    void appListener(req, res);
  });
}
