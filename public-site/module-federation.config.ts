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
  // Built to /_mf/site/remoteEntry.js (vite.config.ts, --mode remote); only the modules other apps load.
  // The public site's own pages do not use federation until they need a remote (src/app/federation.ts).
  filename: "remoteEntry.js",
  exposes: {
    "./ContentPreview": "./src/exposed/content-preview.tsx",
  },
  shared: {
    react: singleton,
    "react-dom": singleton,
    "react-router-dom": singleton,
    "@church/ui-kit": singleton,
    i18next: singleton,
    "react-i18next": singleton,
    "@tanstack/react-query": singleton,
    sonner: singleton,
  },
  dts: false,
});
