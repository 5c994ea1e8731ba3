import { type AppName, appBasePaths, appForPath } from "@church/contracts";
import { mockServiceWorkerInDev } from "@church/contracts/mock-service-worker";
import { federation } from "@module-federation/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import mfConfig from "./module-federation.config.ts";

const app: AppName = "pastorCrm";

/**
 * In development each app runs its own dev server (hot reload); in production one origin serves all
 * three (the API, see appForPath). These ports are fixed so the apps can find each other.
 */
const devOrigins: Record<AppName, string> = {
  publicSite: "http://localhost:5173",
  adminPortal: "http://localhost:5174",
  pastorCrm: "http://localhost:5175",
};
const apiOrigin = process.env.API_DEV_ORIGIN ?? "http://localhost:3000";

/**
 * Makes the three dev servers behave like the one origin: `/_mf/remotes.json` points at the dev
 * servers' remote entries, and a page another app owns (e.g. /admin-login opened on the public
 * site's port) is redirected to that app's dev server.
 */
function oneOriginInDev(): Plugin {
  return {
    name: "church:one-origin-in-dev",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? "/", "http://dev.local");
        if (url.pathname === "/_mf/remotes.json") {
          res.setHeader("content-type", "application/json");
          res.end(
            JSON.stringify({
              publicSite: `${apiOrigin}/_mf/site/remoteEntry.js`,
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

export default defineConfig(({ command }) => ({
  // Built files live under the app's base on the one origin; the dev server serves from the root.
  base: command === "build" ? appBasePaths[app] : "/",
  plugins: [react(), federation(mfConfig), oneOriginInDev(), mockServiceWorkerInDev()],
  build: { target: "esnext" },
  server: {
    port: 5175,
    strictPort: true,
    // Absolute asset URLs, so this app's remote entry also works when another dev server loads it.
    origin: devOrigins[app],
    // A regex key: "/api" alone would also catch the /api-test page.
    proxy: { "^/api/": { target: apiOrigin } },
  },
  preview: { port: 5175, strictPort: true },
}));
