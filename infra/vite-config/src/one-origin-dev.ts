import { type AppName, appForPath } from "@church/contracts";
import type { Plugin, UserConfig } from "vite";

/** The public site's dev port; the admin and records portals take the next two (`DEV_PORT`, default 5173). */
function firstDevPort(): number {
  const port = Number(process.env.DEV_PORT ?? 5173);
  if (!Number.isInteger(port) || port < 1 || port > 65_533) {
    throw new Error(`DEV_PORT must be a port number (1-65533), not "${process.env.DEV_PORT}"`);
  }
  return port;
}

/**
 * In development each app runs its own dev server (hot reload); in production one origin serves all
 * three (the API, see appForPath). The three ports are fixed in turn from DEV_PORT, so the apps can
 * find each other (a second checkout, or the mock-mode test, moves them all at once).
 */
const port = firstDevPort();
export const devOrigins: Record<AppName, string> = {
  publicSite: `http://localhost:${port}`,
  adminPortal: `http://localhost:${port + 1}`,
  pastorCrm: `http://localhost:${port + 2}`,
};

/**
 * Mock mode (VITE_MOCK_API=1) has no API to serve the public site's built exposed modules: a dev server
 * of its `--mode remote` config serves them on the port after the three apps' (`dev:remote`).
 */
export const publicSiteRemoteDevOrigin = `http://localhost:${port + 3}`;

export const apiOrigin = process.env.API_DEV_ORIGIN ?? "http://localhost:3000";

/**
 * Makes the three dev servers behave like the one origin: `/_mf/remotes.json` points at the dev
 * servers' remote entries (the public site's exposed modules come from its build, served by the
 * API; in mock mode from its remote dev server), and a page another app owns (e.g. /admin-login opened on the public site's port) is
 * redirected to that app's dev server.
 */
export function oneOriginInDev(app: AppName): Plugin {
  return {
    name: "church:one-origin-in-dev",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? "/", "http://dev.local");
        if (url.pathname === "/_mf/remotes.json") {
          const mockMode = (server.config.env.VITE_MOCK_API ?? process.env.VITE_MOCK_API) === "1";
          res.setHeader("content-type", "application/json");
          res.end(
            JSON.stringify({
              publicSite: `${mockMode ? publicSiteRemoteDevOrigin : apiOrigin}/_mf/site/remoteEntry.js`,
              adminPortal: `${devOrigins.adminPortal}/remoteEntry.js`,
              pastorCrm: `${devOrigins.pastorCrm}/remoteEntry.js`,
            }),
          );
          return;
        }
        const isPage = req.method === "GET" && (req.headers.accept ?? "").includes("text/html");
        const owner = appForPath(url.pathname) ?? "publicSite";
        if (isPage && owner !== app && !url.pathname.includes(".")) {
          res.statusCode = 302;
          res.setHeader("location", `${devOrigins[owner]}${url.pathname}${url.search}`);
          res.end();
          return;
        }
        next();
      });
    },
  };
}

/** The app's dev and preview servers on its fixed port; `/api/` (and any `proxyToApi` path) go to the API. */
export function devServer(app: AppName, proxyToApi: string[] = []): Pick<UserConfig, "server" | "preview"> {
  const port = Number(new URL(devOrigins[app]).port);
  const proxy = Object.fromEntries(["^/api/", ...proxyToApi].map((path) => [path, { target: apiOrigin }]));
  return {
    server: {
      port,
      strictPort: true,
      // Absolute asset URLs, so this app's remote entry also works when another dev server loads it.
      origin: devOrigins[app],
      // A regex key: "/api" alone would also catch the /api-test page.
      proxy,
    },
    preview: { port, strictPort: true },
  };
}
