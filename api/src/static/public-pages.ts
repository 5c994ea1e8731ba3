import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { PageServer, PageServerModule } from "@church/contracts";
import type { Hono } from "hono";
import type { AppDeps, AppEnv } from "../lib/context.ts";
import type { ReadCache } from "../read-cache/read-cache.ts";

/** The public site's server renderer, built by `vite build --ssr` (public-site/package.json). */
export const pageServerModule = (appsDir: string) =>
  join(appsDir, "public-site", "dist", "server", "index.js");

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
): () => Promise<PageServer | undefined> {
  const file = pageServerModule(deps.env.APPS_DIR);
  let loading: Promise<PageServer | undefined> | undefined;
  return () => {
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
      return pages;
    })();
    return loading;
  };
}
