import { type AppName, type RemotesConfig, remotesConfigSchema } from "@church/contracts";
import { getInstance } from "@module-federation/runtime";

/**
 * Run-time Module Federation links. The remote entries' URLs are not baked into the build: they are
 * read from /_mf/remotes.json when the first remote module is needed, so each app deploys on its
 * own. If that file cannot be read, the one-origin layout below is assumed.
 */
export const remotesConfigUrl = "/_mf/remotes.json";

export const defaultRemotes: RemotesConfig = {
  publicSite: "/_mf/site/remoteEntry.js",
  adminPortal: "/_mf/admin/remoteEntry.js",
  pastorCrm: "/_mf/crm/remoteEntry.js",
};

const self = "adminPortal" satisfies AppName;

async function readRemotesConfig(): Promise<RemotesConfig> {
  try {
    const response = await fetch(remotesConfigUrl, { headers: { accept: "application/json" } });
    if (!response.ok) return defaultRemotes;
    const parsed = remotesConfigSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : defaultRemotes;
  } catch {
    return defaultRemotes;
  }
}

let registration: Promise<void> | undefined;

function registerRemotes(): Promise<void> {
  registration ??= readRemotesConfig().then((config) => {
    // The federation plugin initialises this instance before the app's first module runs.
    const federation = getInstance();
    if (!federation) throw new Error("Module Federation runtime is not initialised");
    const others = (Object.keys(config) as AppName[]).filter((name) => name !== self);
    federation.registerRemotes(
      others.map((name) => ({
        name,
        entry: new URL(config[name], window.location.href).href,
        type: "module",
      })),
    );
  });
  return registration;
}

/** Loads `<remote>/<exposed>` (e.g. "pastorCrm/RecordsScreen"); rejects when the remote is unreachable. */
export async function loadRemoteModule<T>(id: `${Exclude<AppName, typeof self>}/${string}`): Promise<T> {
  await registerRemotes();
  const federation = getInstance();
  const module = await federation?.loadRemote<T>(id);
  if (!module) throw new Error(`Remote module ${id} could not be loaded`);
  return module;
}
