import { type AppName, appBasePaths } from "@church/contracts";
import { mockServiceWorkerInDev } from "@church/contracts/mock-service-worker";
import { federation } from "@module-federation/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type UserConfigFnObject } from "vite";
import type { federationConfig } from "./federation.ts";
import { devServer, oneOriginInDev } from "./one-origin-dev.ts";

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
    plugins: [react(), federation(mfConfig), oneOriginInDev(app), mockServiceWorkerInDev()],
    build: { target: "esnext" },
    ...devServer(app),
  }));
}
