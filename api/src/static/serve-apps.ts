import { existsSync } from "node:fs";
import { extname, join } from "node:path";
import { type AppName, appBasePaths, appForPath, type RemotesConfig } from "@church/contracts";
import {
  fileAnswer,
  immutableCacheControl,
  isHashedAsset,
  isServerOnlyFile,
  mayBePage,
  servableFile,
} from "@church/web-server";
import type { Context, Hono } from "hono";
import type { AppDeps, AppEnv } from "../lib/context.ts";
import type { EarlyAnswer } from "../read-cache/api-server.ts";
import type { ReadCache } from "../read-cache/read-cache.ts";
import { keptPages } from "./kept-pages.ts";
import { isPublicSitePage, publicPages } from "./public-pages.ts";

const appFolders: Record<AppName, string> = {
  publicSite: "public-site",
  adminPortal: "admin-portal",
  pastorCrm: "pastor-crm",
};

const notBuilt = (c: Context<AppEnv>) =>
  c.text(`This app is not built yet. Run "npm start" (or "npm run build") first.`, 503);

/**
 * The default run's one origin: the built apps under their spec routes, next to the API.
 * Files first (infra/web-server/src/static-files.ts: hashed assets cached for a year, everything else
 * revalidated, text compressed); then the public site's pages, rendered by its server bundle (also for
 * unknown routes: its 404 page, status 404); the admin portal's and records portal's routes get their
 * app's page. Returns what answers kept public pages before the app (kept-pages.ts).
 */
export function serveApps(app: Hono<AppEnv>, deps: AppDeps, readCache?: ReadCache): EarlyAnswer {
  const dist = (name: AppName) =>
    join(deps.env.APPS_DIR, appFolders[name], "dist", ...(name === "publicSite" ? ["client"] : []));
  const pages = publicPages(app, deps, readCache);
  const remotes: RemotesConfig = {
    publicSite: deps.env.REMOTE_PUBLIC_SITE,
    adminPortal: deps.env.REMOTE_ADMIN_PORTAL,
    pastorCrm: deps.env.REMOTE_PASTOR_CRM,
  };

  app.get("/_mf/remotes.json", (c) => c.json(remotes, 200, { "cache-control": "no-cache" }));

  app.on(["GET", "HEAD"], "*", async (c) => {
    let path: string;
    try {
      path = decodeURIComponent(c.req.path);
    } catch {
      return c.text("Bad request", 400);
    }
    let owner: AppName = "publicSite";
    let relative = path;
    for (const name of ["adminPortal", "pastorCrm"] as const) {
      const base = appBasePaths[name];
      if (path.startsWith(base)) {
        owner = name;
        relative = path.slice(base.length - 1);
      }
    }
    const root = dist(owner);
    // Every built file has an extension: an address without one is a page, and the disk is not asked.
    const file =
      extname(relative) === "" || (owner === "publicSite" && isServerOnlyFile(relative))
        ? null
        : servableFile(root, relative);
    if (file)
      return fileAnswer(c.req.raw, file, isHashedAsset(relative) ? immutableCacheControl : "no-cache");
    if (!mayBePage(path)) return c.text("Not found", 404);
    if (isPublicSitePage(path)) {
      const server = await pages.load();
      if (!server) return notBuilt(c);
      return server.handle(c.req.raw);
    }
    // Not the public site's page: the admin portal's or the records portal's (never null here).
    const page = join(dist(appForPath(path) ?? "publicSite"), "index.html");
    if (!existsSync(page)) return notBuilt(c);
    return fileAnswer(c.req.raw, page, "no-cache");
  });
  return keptPages(deps, pages.loaded);
}
