import type { AppName, RemotesConfig } from "@church/contracts";
import type { ModuleFederation } from "@module-federation/runtime";

/**
 * Module Federation, started only when the page first needs another app's module (a signed-in staff
 * member's menu): anonymous visitors never download the federation runtime. The remote entries'
 * URLs are read from /_mf/remotes.json (each app deploys on its own); the one-origin layout below
 * stands in when that file cannot be read.
 */
export const remotesConfigUrl = "/_mf/remotes.json";

export const defaultRemotes: RemotesConfig = {
  publicSite: "/_mf/site/remoteEntry.js",
  adminPortal: "/_mf/admin/remoteEntry.js",
  pastorCrm: "/_mf/crm/remoteEntry.js",
};

const self = "publicSite" satisfies AppName;

async function readRemotesConfig(): Promise<RemotesConfig> {
  try {
    const response = await fetch(remotesConfigUrl, { headers: { accept: "application/json" } });
    if (!response.ok) return defaultRemotes;
    // Only signed-in staff get here: the schema (and zod) load with it.
    const { remotesConfigSchema } = await import("@church/contracts");
    const parsed = remotesConfigSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : defaultRemotes;
  } catch {
    return defaultRemotes;
  }
}

let started: Promise<ModuleFederation> | undefined;

/**
 * The federation instance of the page: the runtime, the remotes, and this app's own React, React
 * Router, i18n, ui-kit (and query cache and toasts) in the share scope, so a remote runs on the
 * page's one React with the page's router and language.
 */
function startFederation(): Promise<ModuleFederation> {
  started ??= Promise.all([
    import("@module-federation/runtime"),
    import("./shared-scope.ts"),
    readRemotesConfig(),
  ]).then(([runtime, scope, config]) =>
    runtime.createInstance({
      name: self,
      remotes: (Object.keys(config) as AppName[])
        .filter((name) => name !== self)
        .map((name) => ({ name, entry: new URL(config[name], window.location.href).href, type: "module" })),
      shared: scope.providedShares(),
    }),
  );
  return started;
}

/** Loads `<remote>/<exposed>` (e.g. "adminPortal/SignedInMenu"); rejects when the remote is unreachable. */
export async function loadRemoteModule<T>(id: `${Exclude<AppName, typeof self>}/${string}`): Promise<T> {
  const federation = await startFederation();
  const module = await federation.loadRemote<T>(id);
  if (!module) throw new Error(`Remote module ${id} could not be loaded`);
  return module;
}
