import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type AppName, appForPath } from "@church/contracts";
import { mockServiceWorkerInDev } from "@church/contracts/mock-service-worker";
import { federation } from "@module-federation/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type UserConfig } from "vite";
import mfConfig from "./module-federation.config.ts";

const app: AppName = "publicSite";

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
 * servers' remote entries (the public site's own exposed modules come from its build, served by the
 * API), and a page another app owns (e.g. /admin-login opened on the public site's port) is
 * redirected to that app's dev server.
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

/** The versions of the packages this app provides to the share scope when it starts federation. */
function sharedVersions(): Record<string, string> {
  const require = createRequire(import.meta.url);
  const versionOf = (name: string) =>
    (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), "utf8")) as { version: string })
      .version;
  return Object.fromEntries(
    ["react", "react-dom", "react-router-dom", "i18next", "react-i18next", "@tanstack/react-query"].map(
      (name) => [name, versionOf(name)],
    ),
  );
}

const shared: UserConfig = {
  plugins: [react()],
  build: {
    target: "esnext",
    rolldownOptions: {
      treeshake: { manualPureFunctions: ["z"] },
      output: {
        codeSplitting: {
          // contracts' zod-csp module (imported for its side effect by the API client) gets a chunk of
          // its own: left to the bundler, it shares zod's chunk, and importing it brought zod into every
          // page's first load. index.html's boot.js does its work before any module anyway.
          groups: [{ name: "zod-csp", test: /contracts[\\/]src[\\/]common[\\/]zod-csp\.ts$/ }],
        },
      },
    },
  },
};

/**
 * Three builds (package.json "build"):
 * - the browser app (dist/client): no Module Federation on a visitor's first load; it starts
 *   federation itself when a remote is needed (src/app/federation.ts);
 * - `--mode remote`: the modules this app exposes to the others (dist/client/_mf/site/remoteEntry.js);
 * - `--mode service-worker`: the offline service worker (dist/client/service-worker.js, one classic
 *   script with the Workbox modules it uses; decision 020), fetched after the page has loaded;
 * - `--ssr`: the server side, everything bundled (no node_modules needed to run it): the renderer
 *   dist/server/index.js that the one-origin server (api) imports, and the public site's own server
 *   dist/server/standalone.js (src/server/standalone.ts, decision 012).
 */
export default defineConfig(({ mode, isSsrBuild }): UserConfig => {
  if (mode === "remote") {
    return {
      ...shared,
      base: "/_mf/site/",
      plugins: [react(), federation(mfConfig)],
      build: {
        ...shared.build,
        outDir: "dist/client/_mf/site",
        emptyOutDir: true,
        copyPublicDir: false,
        // Only the remote entry (added by the federation plugin): no page of its own.
        rolldownOptions: { ...shared.build?.rolldownOptions, input: {} },
      },
    };
  }
  if (mode === "service-worker") {
    return {
      // Workbox logs only outside production.
      define: { "process.env.NODE_ENV": JSON.stringify("production") },
      build: {
        target: "es2022",
        outDir: "dist/client",
        emptyOutDir: false,
        copyPublicDir: false,
        rolldownOptions: {
          input: { "service-worker": "src/service-worker/service-worker.ts" },
          output: { format: "iife", entryFileNames: "[name].js" },
        },
      },
    };
  }
  if (isSsrBuild) {
    return {
      ...shared,
      ssr: { noExternal: true, target: "node" },
      build: {
        ...shared.build,
        target: "node20",
        outDir: "dist/server",
        emptyOutDir: true,
        copyPublicDir: false,
        // Stack traces of the server (node --enable-source-maps) point at the sources.
        sourcemap: true,
        rolldownOptions: {
          ...shared.build?.rolldownOptions,
          // What the API's one-origin server imports, and the public site's own server.
          input: { index: "src/server/index.ts", standalone: "src/server/standalone.ts" },
        },
      },
    };
  }
  return {
    ...shared,
    base: "/",
    plugins: [...(shared.plugins ?? []), oneOriginInDev(), mockServiceWorkerInDev()],
    define: { __SHARED_VERSIONS__: JSON.stringify(sharedVersions()) },
    build: {
      ...shared.build,
      outDir: "dist/client",
      emptyOutDir: true,
      manifest: true,
      // One style sheet for the whole site (about 18 KB gzipped), inlined into every page by the server
      // (src/server/page-server.ts): no style sheet request holds up the first paint, and pages that
      // load later never wait for theirs.
      cssCodeSplit: false,
      // A code-split module brings its style sheets when it loads; its scripts load with it too (one
      // or two steps), rather than every page carrying the whole app's list of files to preload. The
      // first page's scripts come preloaded by the server (src/server/assets.ts).
      modulePreload: {
        resolveDependencies: (_file, dependencies) => dependencies.filter((d) => d.endsWith(".css")),
      },
    },
    server: {
      port: 5173,
      strictPort: true,
      origin: devOrigins[app],
      // A regex key: "/api" alone would also catch the /api-test page.
      proxy: { "^/api/": { target: apiOrigin }, "^/_mf/site/": { target: apiOrigin } },
    },
    preview: { port: 5173, strictPort: true },
  };
});
