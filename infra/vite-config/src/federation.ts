import type { AppName } from "@church/contracts";
import { createModuleFederationConfig } from "@module-federation/vite";

/**
 * Libraries that must exist once per page, whichever app loaded first: React and the router hold
 * context, ui-kit holds the one i18n instance, react-query and sonner keep module-level state.
 * (The public site provides its own copies of these when it starts federation: src/app/shared-scope.ts.)
 */
export const sharedSingletons = [
  "react",
  "react-dom",
  "react-router-dom",
  "@church/ui-kit",
  "i18next",
  "react-i18next",
  "@tanstack/react-query",
  "sonner",
] as const;

/** One of the libraries every page holds once (the public site's provided shares are typed by it). */
export type SharedSingleton = (typeof sharedSingletons)[number];

/**
 * An app's Module Federation build: `name` is what other apps use in remote ids ("adminPortal/...")
 * and its key in /_mf/remotes.json; `exposes` are its `src/exposed/` modules. Built to
 * `<base>remoteEntry.js`; the remotes' URLs are set at run time (ui-kit's `createRemoteLoader`).
 */
export function federationConfig(name: AppName, exposes: Record<`./${string}`, `./src/exposed/${string}`>) {
  return createModuleFederationConfig({
    name,
    filename: "remoteEntry.js",
    exposes,
    shared: Object.fromEntries(sharedSingletons.map((library) => [library, { singleton: true }])),
    dts: false,
  });
}
