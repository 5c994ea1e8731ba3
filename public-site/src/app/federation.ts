import { createRemoteLoader } from "@church/ui-kit";
import { loadRestOfStyles } from "../lib/page-styles-rest.ts";

/**
 * Module Federation, started only when the page first needs another app's module (a signed-in staff
 * member's menu): anonymous visitors never download the federation runtime. The instance holds the
 * other apps' remotes and this app's own React, React Router, i18n, ui-kit (and query cache and
 * toasts) in the share scope, so a remote runs on the page's one React with the page's router and
 * language. On an islands page the whole style sheets load first (the page carries only its own rules:
 * lib/page-styles-rest.ts).
 */
export const loadRemoteModule = createRemoteLoader("publicSite", (remotes) =>
  Promise.all([
    import("@module-federation/runtime"),
    import("./shared-scope.ts"),
    remotes,
    loadRestOfStyles(),
  ]).then(([runtime, scope, others]) =>
    runtime.createInstance({ name: "publicSite", remotes: others, shared: scope.providedShares() }),
  ),
);
