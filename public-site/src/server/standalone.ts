// The public site's own server (decision 012), built to dist/server/standalone.js and started by
// `node dist/server/standalone.js` (package.json "start", infra/containers/public-site.Dockerfile).
// It renders the pages from the API it reaches over HTTP at API_ORIGIN and follows the API's stream of
// published changes to drop them. The default run (`npm start`) does not use it: the API's one-origin
// server loads dist/server/index.js in process instead.
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { routes } from "../lib/routes.ts";
import { createPageServer } from "./page-server.ts";
import { followPublishedChanges } from "./published-changes.ts";
import { parseSettings, type Settings, SettingsError } from "./settings.ts";
import { apiReader, createStandaloneApp } from "./standalone-app.ts";

type Level = "debug" | "info" | "warn" | "error";
const levels: Record<Level | "silent", number> = { debug: 20, info: 30, warn: 40, error: 50, silent: 100 };

/** JSON lines on stdout, as the API logs (level, time, msg, instance, fields). */
function createLog(settings: Settings) {
  const threshold = levels[settings.LOG_LEVEL];
  return (level: Level, msg: string, fields: Record<string, unknown> = {}) => {
    if (levels[level] < threshold) return;
    const line = { level, time: new Date().toISOString(), instance: settings.INSTANCE_ID, msg, ...fields };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  };
}

function main() {
  let settings: Settings;
  try {
    settings = parseSettings(process.env);
  } catch (error) {
    if (error instanceof SettingsError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const log = createLog(settings);
  const clientDir = settings.CLIENT_DIR ?? fileURLToPath(new URL("../client/", import.meta.url));
  const pages = createPageServer({
    clientDir,
    origin: settings.PUBLIC_BASE_URL,
    fetchApi: apiReader(settings),
    cacheMs: settings.PAGE_CACHE_MS,
    onError: (error, url) =>
      log("error", "page render failed", { url, err: error instanceof Error ? error.stack : String(error) }),
  });
  // Without kept pages there is nothing to drop.
  const follower =
    settings.PAGE_CACHE_MS > 0
      ? followPublishedChanges({
          url: new URL(routes.publishedChanges.stream.path, settings.API_ORIGIN).href,
          invalidate: () => pages.invalidate(),
          keepWhileDisconnectedMs: Math.min(settings.PAGE_CACHE_MS_DISCONNECTED, settings.PAGE_CACHE_MS),
          log,
        })
      : undefined;
  const app = createStandaloneApp({
    settings,
    clientDir,
    pages,
    following: () => follower?.following() ?? false,
  });
  const server = serve({ fetch: app.fetch, port: settings.PORT, hostname: settings.HOST }, (info) =>
    log("info", "listening", {
      port: info.port,
      api: settings.API_ORIGIN,
      publicBaseUrl: settings.PUBLIC_BASE_URL,
      pageCacheMs: settings.PAGE_CACHE_MS,
    }),
  );

  // Idle keep-alive connections outlast the gateway's (60 s), as the API's do (api/src/server.ts).
  if ("keepAliveTimeout" in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log("info", "shutting down", { signal });
    follower?.stop();
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(() => {
      log("info", "stopped");
      process.exit(0);
    });
    // Idle keep-alive connections would hold close() open.
    (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main();
