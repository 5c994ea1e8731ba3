/**
 * The baseline: a bare Hono JSON route on @hono/node-server, nothing else (no middleware, no database).
 * `PORT=4000 node --import tsx bench/api/bare-hono.server.ts`
 * With BARE_PAGE_FILE (a brotli-compressed page), `/page` answers those bytes as they are: the least a
 * Hono server does to send a page of that size (bench/public-site/render.ts).
 */
import { readFileSync } from "node:fs";
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const app = new Hono();
app.get("/json", (c) => c.json({ status: "ok", message: "Hello from bare Hono" }));
const pageFile = process.env.BARE_PAGE_FILE;
if (pageFile) {
  const page = new Uint8Array(readFileSync(pageFile));
  app.get("/page", (c) =>
    c.body(page, 200, { "content-type": "text/html; charset=utf-8", "content-encoding": "br" }),
  );
}

const port = Number(process.env.PORT ?? 4000);
serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }, () => {
  console.log(`bare hono listening on ${port}`);
});
