import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
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
  return createServer((req, res) => {
    closeIfAnsweredBeforeBody(req, res);
    for (const answer of early) if (answer(req, res)) return;
    void appListener(req, res);
  });
}

/**
 * An answer given while the request's body is still arriving (a body refused as too large, a 401 or a
 * 404 before it was read) ends the connection: `Connection: close`. Kept alive, @hono/node-server
 * drains the rest for at most 500 ms or 64 MB and then resets the socket, which the client was about
 * to reuse: its next request failed, behind the gateway a 502 for another visitor.
 */
function closeIfAnsweredBeforeBody(req: IncomingMessage, res: ServerResponse): void {
  // Bodiless requests (every read) and bodies already received are left as they are: no cost, and
  // Node discards an unread body that has fully arrived without touching the connection.
  if (req.complete || !(req.headers["transfer-encoding"] || Number(req.headers["content-length"]) > 0))
    return;
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
    if (!req.complete) {
      this.shouldKeepAlive = false;
      lingerBeforeClosing(req.socket);
    }
    return writeHead.apply(this, args);
  } as ServerResponse["writeHead"];
}

/** How long the rest of a refused body is read and dropped after the answer (nginx: lingering_close). */
const LINGER_MS = 2000;

/**
 * Closed at once, a socket with unread bytes sends a reset, which can reach the client before the
 * answer: it then sees a broken connection instead of the 413. So after the answer the socket only
 * ends its own side, and what the client still sends is read and dropped (Node dumps the unread
 * request) until the client closes, or for LINGER_MS.
 */
function lingerBeforeClosing(socket: Socket): void {
  socket.destroySoon = () => {
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once("end", () => socket.destroy());
    socket.once("close", () => clearTimeout(timer));
  };
}
