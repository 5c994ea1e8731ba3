import { type AppName, appBasePaths } from "@church/contracts";
import { mockServiceWorkerInDev } from "@church/contracts/mock-service-worker";
import { federation } from "@module-federation/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type UserConfigFnObject } from "vite";
import type { federationConfig } from "./federation.ts";
import { devServer, oneOriginInDev } from "./one-origin-dev.ts";

/**
 * What every staff page's document carries besides its title (each app's index.html holds only that
 * and its entry): the viewport, no indexing by search engines, the icon, and a note without JavaScript.
 */
export function staffDocument(): Plugin {
  return {
    name: "church:staff-document",
    transformIndexHtml: () => [
      {
        tag: "meta",
        attrs: { name: "viewport", content: "width=device-width, initial-scale=1.0" },
        injectTo: "head",
      },
      { tag: "meta", attrs: { name: "robots", content: "noindex" }, injectTo: "head" },
      { tag: "link", attrs: { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }, injectTo: "head" },
      {
        tag: "noscript",
        children: "This page needs JavaScript. / Ukurasa huu unahitaji JavaScript.",
        injectTo: "body-prepend",
      },
    ],
  };
}

/**
 * The Vite config of a staff app (admin portal, records portal): one build, Module Federation host
 * and remote at once, its files under the app's base on the one origin.
 */
export function staffAppConfig(
  app: Exclude<AppName, "publicSite">,
  mfConfig: ReturnType<typeof federationConfig>,
): UserConfigFnObject {
  return defineConfig(({ command }) => ({
    // Built files live under the app's base on the one origin; the dev server serves from the root.
    base: command === "build" ? appBasePaths[app] : "/",
    plugins: [react(), staffDocument(), federation(mfConfig), oneOriginInDev(app), mockServiceWorkerInDev()],
    build: { target: "esnext" },
    ...devServer(app),
  }));
}
