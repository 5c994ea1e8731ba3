import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { waitFor } from "./wait.ts";

/** The one gateway configuration of infra/gateway that production uses; the test runs this file. */
export const gatewayDir = join(import.meta.dirname, "..", "..", "gateway");

const nginxCandidates = [
  "/usr/sbin/nginx",
  "/usr/bin/nginx",
  "/usr/local/sbin/nginx",
  "/usr/local/bin/nginx",
];

function findNginx(): string | undefined {
  if (process.env.NGINX_PATH) return process.env.NGINX_PATH;
  return nginxCandidates.find((path) => existsSync(path));
}

/**
 * Debian's nginx: found on the machine, or installed with apt when running as root (as CI does). The
 * package's service is kept from starting (policy-rc.d answers 101), so nothing listens on port 80.
 */
export function ensureNginx(log: (line: string) => void): string {
  const found = findNginx();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error(
      "nginx is not installed: install Debian's package (apt-get install nginx) or set NGINX_PATH",
    );
  }
  log("nginx is missing: installing Debian's nginx package with apt-get");
  const policy = "/usr/sbin/policy-rc.d";
  const ownPolicy = !existsSync(policy);
  if (ownPolicy) writeFileSync(policy, "#!/bin/sh\nexit 101\n", { mode: 0o755 });
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "nginx"], {
      stdio: "inherit",
      env,
    });
  } finally {
    if (ownPolicy) execFileSync("rm", ["-f", policy]);
  }
  const installed = findNginx();
  if (!installed) throw new Error("apt-get installed nginx but no nginx binary was found");
  return installed;
}

export interface GatewayTargets {
  /** Loopback port of the public server (production's `listen 8080`). */
  port: number;
  /** Loopback port of the internal server the public site's servers read the API through (`listen 8081`). */
  internalPort: number;
  /** host:port of every API instance. */
  apiServers: string[];
  /** host:port of every public-site server (the upstream of `location /`). */
  publicSiteServers: string[];
  /** Where the static app upstreams point (nothing needs to listen there for these tests). */
  staticServer: string;
}

/**
 * infra/gateway/nginx.conf adapted to loopback, and nothing else: each upstream keeps its balancing
 * directives (least_conn, keepalive) and server parameters (max_fails, fail_timeout) while its
 * container host names become local addresses; each `listen` becomes a loopback port; absolute
 * /etc/nginx/ paths point at copies of the infra/gateway files. Every location is the production one.
 */
export function adaptGatewayConfig(source: string, targets: GatewayTargets, configDir: string): string {
  const upstreamsOf = (location: string) => [
    ...new Set(
      [
        ...source.matchAll(
          new RegExp(`location\\s+${location}\\s*\\{[^}]*?proxy_pass\\s+http:\\/\\/([\\w-]+)`, "g"),
        ),
      ].map((m) => m[1] as string),
    ),
  ];
  // The public server's and the internal server's upstreams of the API; the public site's server.
  const apiUpstreams = upstreamsOf("\\/api\\/");
  const siteUpstreams = upstreamsOf("\\/");
  if (apiUpstreams.length === 0)
    throw new Error("infra/gateway/nginx.conf has no `location /api/` with proxy_pass");
  if (siteUpstreams.length === 0)
    throw new Error("infra/gateway/nginx.conf has no `location /` with proxy_pass");
  const servers: Record<string, string[]> = Object.fromEntries([
    ...apiUpstreams.map((name) => [name, targets.apiServers]),
    ...siteUpstreams.map((name) => [name, targets.publicSiteServers]),
  ]);
  const seen = new Set<string>();
  let config = source.replace(/upstream\s+([\w-]+)\s*\{([^}]*)\}/g, (_block, name: string, body: string) => {
    const serverLines = [...body.matchAll(/server\s+(\S+)([^;]*);/g)];
    const params = serverLines[0]?.[2] ?? "";
    const others = body.replace(/server\s+\S+[^;]*;/g, "").trim();
    seen.add(name);
    const lines = (servers[name] ?? [targets.staticServer]).map((s) => `server ${s}${params};`);
    return `upstream ${name} {\n    ${[...lines, ...(others ? [others] : [])].join("\n    ")}\n}`;
  });
  for (const name of Object.keys(servers))
    if (!seen.has(name)) throw new Error(`infra/gateway/nginx.conf has no upstream ${name}`);
  const ports: Record<string, number> = { "8080": targets.port, "8081": targets.internalPort };
  config = config.replace(/listen\s+([^;]+);/g, (_line, port: string) => {
    const local = ports[port.trim()];
    if (local === undefined)
      throw new Error(`infra/gateway/nginx.conf listens on ${port}, unknown to the test`);
    return `listen 127.0.0.1:${local};`;
  });
  config = config.replace(/\/etc\/nginx\//g, `${configDir}/`);
  return config;
}

export interface Gateway {
  url: string;
  port: number;
  /** The internal server: the API for the public site's servers (their API_ORIGIN). */
  internalUrl: string;
  /** `method uri status upstream` per request, from nginx's access log. */
  accessLog: () => string[];
  errorLog: () => string;
  stop: () => Promise<void>;
}

/**
 * Runs nginx in the foreground with its own prefix, temp folders, pid and logs under `dir` (no root
 * paths), serving the adapted gateway configuration.
 */
export async function startGateway(
  nginx: string,
  dir: string,
  targets: GatewayTargets,
  log: (line: string) => void,
): Promise<Gateway> {
  mkdirSync(dir, { recursive: true });
  // nginx started as root runs its workers as nobody: they must read the config and write temp files.
  chmodSync(dir, 0o755);
  for (const file of readdirSync(gatewayDir)) {
    if (file !== "nginx.conf") copyFileSync(join(gatewayDir, file), join(dir, file));
  }
  const gatewayConf = adaptGatewayConfig(readFileSync(join(gatewayDir, "nginx.conf"), "utf8"), targets, dir);
  writeFileSync(join(dir, "gateway.conf"), gatewayConf);
  const temps = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => {
    const path = join(dir, `${name}_temp`);
    mkdirSync(path, { recursive: true });
    chmodSync(path, 0o777);
    return [name, path] as const;
  });
  const mimeTypes = ["/etc/nginx/mime.types"].filter((path) => existsSync(path));
  const accessLog = join(dir, "access.log");
  const errorLog = join(dir, "error.log");
  writeFileSync(
    join(dir, "nginx.conf"),
    [
      "daemon off;",
      "master_process on;",
      "worker_processes 1;",
      `pid ${join(dir, "nginx.pid")};`,
      `error_log ${errorLog} warn;`,
      "events { worker_connections 2048; }",
      "http {",
      ...mimeTypes.map((path) => `  include ${path};`),
      "  log_format upstreams '$request_method $uri $status $upstream_addr';",
      `  access_log ${accessLog} upstreams;`,
      ...temps.map(([name, path]) => `  ${name}_temp_path ${path};`),
      `  include ${join(dir, "gateway.conf")};`,
      "}",
      "",
    ].join("\n"),
  );
  const args = ["-p", dir, "-e", errorLog, "-c", join(dir, "nginx.conf")];
  execFileSync(nginx, [...args, "-t", "-q"], { stdio: "pipe" });
  const child: ChildProcess = spawn(nginx, args, { stdio: ["ignore", "inherit", "inherit"] });
  let exited = false;
  child.on("exit", () => {
    exited = true;
  });
  const url = `http://127.0.0.1:${targets.port}`;
  await waitFor(
    async () => {
      if (exited) throw new Error(`nginx exited: ${readFileSync(errorLog, "utf8")}`);
      const response = await fetch(`${url}/api/ping`).catch(() => undefined);
      return response?.status === 200;
    },
    { timeoutMs: 30_000, what: "nginx answering /api/ping" },
  );
  const version = spawnSync(nginx, ["-v"], { encoding: "utf8" }).stderr.trim();
  log(`gateway: ${version} with infra/gateway/nginx.conf on ${url}`);
  return {
    url,
    port: targets.port,
    internalUrl: `http://127.0.0.1:${targets.internalPort}`,
    accessLog: () =>
      existsSync(accessLog) ? readFileSync(accessLog, "utf8").split("\n").filter(Boolean) : [],
    errorLog: () => (existsSync(errorLog) ? readFileSync(errorLog, "utf8") : ""),
    stop: async () => {
      if (exited) return;
      const gone = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      child.kill("SIGQUIT");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await gone;
      clearTimeout(timer);
    },
  };
}
