import type { AppName, RemotesConfig } from "@church/contracts";
import type { ExposedModules } from "./exposed-modules.ts";

/**
 * Run-time Module Federation links, the same for every app. The remote entries' URLs are not baked
 * into the builds: they are read from /_mf/remotes.json when the first remote module is needed, so
 * each app deploys on its own. If that file cannot be read, the one-origin layout below is assumed.
 */
export const remotesConfigUrl = "/_mf/remotes.json";

export const defaultRemotes: RemotesConfig = {
  publicSite: "/_mf/site/remoteEntry.js",
  adminPortal: "/_mf/admin/remoteEntry.js",
  pastorCrm: "/_mf/crm/remoteEntry.js",
};

/** An exposed module of another app than `Self`, e.g. "pastorCrm/RecordsScreen" (exposed-modules.ts). */
export type RemoteModuleId<Self extends AppName> = Extract<
  keyof ExposedModules,
  `${Exclude<AppName, Self>}/${string}`
>;

/** A remote module as loaded: its component as the default export. */
export interface RemoteModule<Id extends keyof ExposedModules> {
  default: ExposedModules[Id];
}

/** A remote as the federation runtime registers it. */
export interface RemoteEntry {
  name: AppName;
  entry: string;
  type: "module";
}

/** What loading a remote needs of the federation runtime (ui-kit does not depend on it). */
export interface FederationHost {
  loadRemote<T>(id: string): Promise<T | null | undefined>;
}

async function readRemotesConfig(): Promise<RemotesConfig> {
  try {
    const response = await fetch(remotesConfigUrl, { headers: { accept: "application/json" } });
    if (!response.ok) return defaultRemotes;
    // Loaded when needed: the public site's first load carries no zod (decision 022).
    const { remotesConfigSchema } = await import("@church/contracts/system");
    const parsed = remotesConfigSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : defaultRemotes;
  } catch {
    return defaultRemotes;
  }
}

/** The other apps' remote entries, as absolute URLs on the page's origin. */
async function otherRemotes(self: AppName): Promise<RemoteEntry[]> {
  const config = await readRemotesConfig();
  const page = globalThis.location.href;
  return (Object.keys(config) as AppName[])
    .filter((name) => name !== self)
    .map((name) => ({ name, entry: new URL(config[name], page).href, type: "module" }));
}

/**
 * The `loadRemoteModule` of the app `self`. `start` gets the page's federation instance ready with
 * the other apps' entries (given as a promise, so it can load the runtime meanwhile): the admin and
 * records portals register them on the instance their build starts, the public site creates its
 * instance only then. Started once, on the first call; the promise rejects when a remote is
 * unreachable (a RemoteBoundary shows the notice).
 */
export function createRemoteLoader<Self extends AppName>(
  self: Self,
  start: (remotes: Promise<RemoteEntry[]>) => Promise<FederationHost>,
): <Id extends RemoteModuleId<Self>>(id: Id) => Promise<RemoteModule<Id>> {
  let started: Promise<FederationHost> | undefined;
  return async <Id extends RemoteModuleId<Self>>(id: Id): Promise<RemoteModule<Id>> => {
    started ??= start(otherRemotes(self));
    const module = await (await started).loadRemote<RemoteModule<Id>>(id);
    if (!module) throw new Error(`Remote module ${id} could not be loaded`);
    return module;
  };
}

/**
 * `start` for an app whose build starts the page's federation instance (the admin and records
 * portals: the federation plugin initialises it before the app's first module runs): the other
 * apps' entries are registered on that instance.
 */
export function registerOnBuiltInstance(
  getInstance: () => (FederationHost & { registerRemotes(remotes: RemoteEntry[]): void }) | null | undefined,
): (remotes: Promise<RemoteEntry[]>) => Promise<FederationHost> {
  return async (remotes) => {
    const federation = getInstance();
    if (!federation) throw new Error("Module Federation runtime is not initialised");
    federation.registerRemotes(await remotes);
    return federation;
  };
}
