import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { appForPath } from "@church/contracts";
import { mayBePage, type PageServer, type PageServerModule, renderedFiles } from "@church/web-server";
import type { Hono } from "hono";
import type { AppDeps, AppEnv } from "../lib/context.ts";
import type { ReadCache } from "../read-cache/read-cache.ts";

/** Whether a page's (decoded) path is answered by the public site's page server. */
export function isPublicSitePage(path: string): boolean {
  if (!mayBePage(path)) return false;
  const target = appForPath(path);
  return target === null || target === "publicSite" || renderedFiles.has(path);
}

/** The public site's server renderer, built by `vite build --ssr` (public-site/package.json). */
export const pageServerModule = (appsDir: string) =>
  join(appsDir, "public-site", "dist", "server", "index.js");

export interface PublicPages {
  /** The page server, loaded on first use; undefined when the public site is not built. */
  load(): Promise<PageServer | undefined>;
  /** The page server if it is loaded already (for answers before the app: kept-pages.ts). */
  loaded(): PageServer | undefined;
}

/**
 * The public site's pages, rendered on request by its server bundle inside this server (decision
 * 008): it reads the API in process (no network hop; published reads come from the read cache), and
 * its rendered pages are dropped whenever the read cache is, on every instance. Undefined when the
 * public site is not built (the caller says so).
 */
export function publicPages(
  app: Hono<AppEnv>,
  deps: Pick<AppDeps, "env" | "logger">,
  readCache: Pick<ReadCache, "onInvalidate"> | undefined,
): PublicPages {
  const file = pageServerModule(deps.env.APPS_DIR);
  let loading: Promise<PageServer | undefined> | undefined;
  let current: PageServer | undefined;
  const load = () => {
    loading ??= (async () => {
      if (!existsSync(file)) return undefined;
      const module = (await import(pathToFileURL(file).href)) as PageServerModule;
      const pages = module.createPageServer({
        clientDir: join(deps.env.APPS_DIR, "public-site", "dist", "client"),
        origin: deps.env.PUBLIC_BASE_URL,
        fetchApi: async (path, init) => app.request(path, init),
        // Kept pages need to hear of every write: without the read cache they are not kept.
        cacheMs: readCache ? deps.env.PAGE_CACHE_MS : 0,
        onError: (error, url) => deps.logger.error({ err: error, url }, "page render failed"),
      });
      readCache?.onInvalidate(() => pages.invalidate());
      current = pages;
      return pages;
    })();
    return loading;
  };
  return { load, loaded: () => current };
}
