import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { type ServerProcess, startProcess } from "./process.ts";
import { waitFor } from "./wait.ts";

/**
 * The public site's build, as production ships it: dist/client (the browser app, the renderer's
 * template), dist/server/index.js (the renderer the API's one-origin server loads) and
 * dist/server/standalone.js (the public site's own server, infra/containers/public-site.Dockerfile).
 */
const builtFiles = ["dist/client/index.html", "dist/server/index.js", "dist/server/standalone.js"];

/**
 * Copies the public site's build into `appsDir/public-site/` (dist/ and package.json only, as the
 * image holds them: the servers run without node_modules), building it first when it is missing.
 * Returns `appsDir`, to be the API's APPS_DIR.
 */
/** This process's environment less what Vitest set, as a shell would run the build. */
const buildEnv = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith("VITEST") && name !== "NODE_ENV"),
  );

export function copyPublicSiteBuild(repoRoot: string, appsDir: string, log: (line: string) => void): string {
  const source = join(repoRoot, "public-site");
  if (!builtFiles.every((file) => existsSync(join(source, file)))) {
    log("the public site is not built: building it (node scripts/pnpm.mjs --filter ./public-site run build)");
    execFileSync(
      process.execPath,
      [join(repoRoot, "scripts", "pnpm.mjs"), "--filter", "./public-site", "run", "build"],
      // Without Vitest's variables (VITEST turns Module Federation's Vite plugin off) and its NODE_ENV.
      { cwd: repoRoot, stdio: ["ignore", "ignore", "inherit"], env: buildEnv() },
    );
  }
  const target = join(appsDir, "public-site");
  mkdirSync(target, { recursive: true });
  cpSync(join(source, "dist"), join(target, "dist"), { recursive: true });
  cpSync(join(source, "package.json"), join(target, "package.json"));
  return appsDir;
}

export interface SiteServer extends ServerProcess {
  id: string;
  port: number;
  /** host:port, as nginx's $upstream_addr names it. */
  address: string;
  url: string;
  /** The API instance whose stream of published changes it followed, each time it (re)opened it. */
  followed: () => string[];
}

/**
 * One public-site server (`node dist/server/standalone.js` in the copied build, as the image runs it),
 * reading the API at `apiOrigin`; resolves once it answers its probe and follows the published changes.
 */
export async function startSiteServer(
  id: string,
  port: number,
  options: {
    appsDir: string;
    apiOrigin: string;
    publicBaseUrl: string;
    log: (line: string) => void;
    /** Told of the process as soon as it runs (so that it is stopped also after a failed start). */
    track: (running: ServerProcess) => void;
  },
): Promise<SiteServer> {
  const running = startProcess(id, ["--enable-source-maps", "dist/server/standalone.js"], {
    cwd: join(options.appsDir, "public-site"),
    env: {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      API_ORIGIN: options.apiOrigin,
      PUBLIC_BASE_URL: options.publicBaseUrl,
      INSTANCE_ID: id,
      LOG_LEVEL: "info",
    },
    log: options.log,
  });
  options.track(running);
  const followed = () =>
    running
      .logLines()
      .filter((line) => line.msg === "following published changes")
      .map((line) => String(line.apiInstance));
  const server: SiteServer = {
    ...running,
    id,
    port,
    address: `127.0.0.1:${port}`,
    url: `http://127.0.0.1:${port}`,
    followed,
  };
  await waitFor(
    async () => {
      if (!server.alive()) throw new Error(`${id} exited during start`);
      const response = await fetch(`http://127.0.0.1:${port}/_health`).catch(() => undefined);
      const health = (await response?.json().catch(() => undefined)) as
        | { publishedChanges?: string }
        | undefined;
      return health?.publishedChanges === "following";
    },
    { timeoutMs: 60_000, what: `${id} /_health following the published changes`, intervalMs: 100 },
  );
  options.log(
    `${id}: pid ${running.child.pid} on 127.0.0.1:${port}, following changes on ${followed().at(-1)}`,
  );
  return server;
}
