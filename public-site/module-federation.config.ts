import { createModuleFederationConfig } from "@module-federation/vite";

/**
 * Libraries that must exist once per page, whichever app loaded first: React and the router hold
 * context, ui-kit holds the one i18n instance, react-query and sonner keep module-level state.
 * Every app lists the same set (see the other apps' module-federation.config.ts).
 */
const singleton = { singleton: true } as const;

export default createModuleFederationConfig({
  // The name other apps use in remote ids ("publicSite/..."); also the key in /_mf/remotes.json.
  name: "publicSite",
  // Built to <base>remoteEntry.js; remote URLs are set at run time (src/app/remotes.ts).
  filename: "remoteEntry.js",
  exposes: {
    "./ContentPreview": "./src/exposed/content-preview.tsx",
  },
  shared: {
    react: singleton,
    "react-dom": singleton,
    // Provided from a list of React Router's library-mode exports instead of the package's whole
    // main entry (which also carries the framework's server parts): see src/app/shared/.
    "react-router-dom": { singleton: true, import: "./src/app/shared/react-router-dom.ts" },
    "@church/ui-kit": singleton,
    i18next: singleton,
    "react-i18next": singleton,
    "@tanstack/react-query": singleton,
    sonner: singleton,
  },
  dts: false,
});
