import type { ApiErrorBody, RemotesConfig } from "@church/contracts";
import {
  fileAnswer,
  immutableCacheControl,
  isHashedAsset,
  isServerOnlyFile,
  mayBePage,
  type PageServer,
  securityHeaders,
  servableFile,
} from "@church/web-server";
import { Hono } from "hono";
import type { Settings } from "./settings.ts";

/**
 * The page server's reads of the API: over HTTP to API_ORIGIN, with nothing of the visitor (no
 * cookie, no credentials: pages show published data only), and a time limit.
 */
export function apiReader(settings: Settings): (path: string, init?: RequestInit) => Promise<Response> {
  return (path, init) => {
    const headers = new Headers(init?.headers);
    headers.delete("cookie");
    headers.delete("authorization");
    return fetch(new URL(path, settings.API_ORIGIN), {
      ...init,
      headers,
      credentials: "omit",
      signal: init?.signal ?? AbortSignal.timeout(settings.API_TIMEOUT_MS),
    });
  };
}

export interface StandaloneAppOptions {
  settings: Settings;
  /** The built browser app (dist/client). */
  clientDir: string;
  pages: PageServer;
  /** Whether the stream of published changes is followed now (for the health answer). */
  following: () => boolean;
}

/**
 * The public site as its own service (decision 012): the browser app's files, and every other GET or
 * HEAD rendered by the page server, with the same security headers and file caching as the
 * one-origin server (infra/web-server/src/). The API is elsewhere: `/api/` is not answered here.
 */
export function createStandaloneApp({ settings, clientDir, pages, following }: StandaloneAppOptions): Hono {
  const app = new Hono();
  const remotes: RemotesConfig = {
    publicSite: settings.REMOTE_PUBLIC_SITE,
    adminPortal: settings.REMOTE_ADMIN_PORTAL,
    pastorCrm: settings.REMOTE_PASTOR_CRM,
  };
  const addSecurityHeaders = securityHeaders({
    remoteEntries: Object.values(remotes),
    // Behind HTTPS, as the API decides it from its Secure cookies.
    hsts: settings.PUBLIC_BASE_URL.startsWith("https:"),
  });
  const instance = settings.INSTANCE_ID;

  app.use("*", async (c, next) => {
    await next();
    addSecurityHeaders(c.req.path, c.res.headers);
    if (instance) c.res.headers.set("x-instance-id", instance);
  });

  // For the orchestrator's probes: the process answers. Pages are served also while the stream of
  // published changes is down (kept briefly), so that is reported, not failed.
  app.get("/_health", (c) =>
    c.json(
      { status: "ok", publishedChanges: following() ? "following" : "reconnecting", pagesKept: pages.size() },
      200,
      { "cache-control": "no-store" },
    ),
  );

  app.get("/_mf/remotes.json", (c) => c.json(remotes, 200, { "cache-control": "no-cache" }));

  app.all("/api/*", (c) =>
    c.json(
      {
        error: { code: "not_found", message: "This is the public site's server; the API is not served here" },
      } satisfies ApiErrorBody,
      404,
    ),
  );

  app.on(["GET", "HEAD"], "*", async (c) => {
    let path: string;
    try {
      path = decodeURIComponent(c.req.path);
    } catch {
      return c.text("Bad request", 400);
    }
    const file = isServerOnlyFile(path) ? null : servableFile(clientDir, path);
    if (file) return fileAnswer(c.req.raw, file, isHashedAsset(path) ? immutableCacheControl : "no-cache");
    if (!mayBePage(path)) return c.text("Not found", 404);
    return pages.handle(c.req.raw);
  });

  app.all("*", (c) => c.text("Method not allowed", 405, { allow: "GET, HEAD" }));

  return app;
}
