/**
 * The baseline: a bare Hono JSON route on @hono/node-server, nothing else (no middleware, no database).
 * `PORT=4000 node --import tsx bench/api/bare-hono.server.ts`
 */
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const app = new Hono();
app.get("/json", (c) => c.json({ status: "ok", message: "Hello from bare Hono" }));

const port = Number(process.env.PORT ?? 4000);
serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }, () => {
  console.log(`bare hono listening on ${port}`);
});
