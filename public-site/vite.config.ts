import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { mockServiceWorkerInDev } from "@church/contracts/mock-service-worker";
import { devServer, oneOriginInDev, publicSiteRemoteDevOrigin, sharedSingletons } from "@church/vite-config";
import { federation } from "@module-federation/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, minifySync, type Plugin, type UserConfig } from "vite";
import { pageCssPlugin } from "./build/page-css-plugin.ts";
import mfConfig from "./module-federation.config.ts";

/** The versions of the packages this app provides to the share scope when it starts federation. */
function sharedVersions(): Record<string, string> {
  const require = createRequire(import.meta.url);
  // From the package's entry up to its package.json: not every package exports "./package.json".
  const versionOf = (name: string) => {
    for (let dir = dirname(require.resolve(name)); dir !== dirname(dir); dir = dirname(dir)) {
      const file = join(dir, "package.json");
      if (!existsSync(file)) continue;
      const manifest = JSON.parse(readFileSync(file, "utf8")) as { name?: string; version: string };
      if (manifest.name === name) return manifest.version;
    }
    throw new Error(`no package.json of ${name}`);
  };
  return Object.fromEntries(sharedSingletons.map((name) => [name, versionOf(name)]));
}

/**
 * public/boot.js as visitors get it: minified in the build (a third smaller gzipped, on every page's
 * first load). The source keeps its comments; the development server sends it as written.
 */
function minifiedBootScript(): Plugin {
  return {
    name: "church:minified-boot-script",
    apply: "build",
    writeBundle(options) {
      const file = join(options.dir ?? "dist/client", "boot.js");
      const { code, errors } = minifySync("boot.js", readFileSync(file, "utf8"), {
        compress: { target: "es2022" },
        // A classic script: its own names stay inside its function, nothing global is renamed.
        mangle: { toplevel: false },
      });
      if (errors.length > 0) throw new Error(`boot.js: ${errors.map((error) => error.message).join("; ")}`);
      writeFileSync(file, code);
    },
  };
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
          groups: [
            { name: "zod-csp", test: /contracts[\\/]src[\\/]common[\\/]zod-csp\.ts$/ },
            // Buffalo's clock and the content helpers every page reads: one chunk, with no React (an
            // islands page's first load fills in the visitor's own time with it: lib/visitor-times.ts).
            {
              name: "church-time",
              test: /contracts[\\/]src[\\/]common[\\/](content-utils|eastern-time)\.ts$/,
              includeDependenciesRecursively: false,
            },
            // Every namespace's `<name>.texts.ts` (a name and two loaders) is on every first load (the
            // page's texts load before its code): one chunk, not a small one per page.
            {
              name: "texts",
              test: /\.texts\.ts$|ui-kit[\\/]src[\\/]i18n[\\/]texts\.ts$/,
              includeDependenciesRecursively: false,
            },
          ],
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
      // Its own pre-bundled dependencies: \`dev\` and \`dev:remote\` run side by side in mock mode, and
      // each one's federation wrappers name that server's own share scope (one cache broke the other).
      cacheDir: "node_modules/.vite-remote",
      build: {
        ...shared.build,
        outDir: "dist/client/_mf/site",
        emptyOutDir: true,
        copyPublicDir: false,
        // Only the remote entry (added by the federation plugin): no page of its own.
        rolldownOptions: { ...shared.build?.rolldownOptions, input: {} },
      },
      // `dev:remote` (mock mode, where no API serves the build): absolute URLs for the host's page.
      server: {
        port: Number(new URL(publicSiteRemoteDevOrigin).port),
        strictPort: true,
        origin: publicSiteRemoteDevOrigin,
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
    plugins: [
      ...(shared.plugins ?? []),
      oneOriginInDev("publicSite"),
      mockServiceWorkerInDev(),
      minifiedBootScript(),
      pageCssPlugin(),
    ],
    define: { __SHARED_VERSIONS__: JSON.stringify(sharedVersions()) },
    build: {
      ...shared.build,
      outDir: "dist/client",
      emptyOutDir: true,
      manifest: true,
      // A style sheet per code-split chunk: the server writes into each page the sheets of the entry's
      // chunks and of the page's own (src/server/page-styles.ts), so no style sheet request holds up the
      // first paint and a page carries only the styles of the code that draws it; the others come with
      // the code that needs them (Vite's loader adds a chunk's sheets before the chunk runs).
      cssCodeSplit: true,
      // A code-split module's scripts load with it (one or two steps), rather than every page carrying
      // the whole app's list of files to preload (its style sheets still load with it: Vite keeps the
      // loader for them). The first page's scripts are listed by the server (src/server/assets.ts).
      modulePreload: false,
    },
    // The exposed modules come from the API (the `--mode remote` build), as on the one origin.
    ...devServer("publicSite", ["^/_mf/site/"]),
  };
});
