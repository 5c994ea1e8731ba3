import { createRemoteLoader } from "@church/ui-kit";

/**
 * Module Federation, started only when the page first needs another app's module (a signed-in staff
 * member's menu): anonymous visitors never download the federation runtime. The instance holds the
 * other apps' remotes and this app's own React, React Router, i18n, ui-kit (and query cache and
 * toasts) in the share scope, so a remote runs on the page's one React with the page's router and
 * language.
 */
export const loadRemoteModule = createRemoteLoader("publicSite", (remotes) =>
  Promise.all([import("@module-federation/runtime"), import("./shared-scope.ts"), remotes]).then(
    ([runtime, scope, others]) =>
      runtime.createInstance({ name: "publicSite", remotes: others, shared: scope.providedShares() }),
  ),
);
