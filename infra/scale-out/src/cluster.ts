import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { freePort } from "./free-port.ts";
import { ensureNginx, type Gateway, startGateway } from "./gateway.ts";
import { type ServerProcess, startProcess } from "./process.ts";
import { copyPublicSiteBuild, type SiteServer, startSiteServer } from "./public-site.ts";
import { waitFor } from "./wait.ts";

export const repoRoot = join(import.meta.dirname, "..", "..", "..");

export interface ApiInstance extends ServerProcess {
  id: string;
  port: number;
  /** host:port, as nginx's $upstream_addr names it. */
  address: string;
  /** This instance as a one-origin server: its API, and the public site's pages it renders. */
  url: string;
}

export interface ClusterOptions {
  instances: number;
  /** Public-site servers (the public site's own deployable) behind the gateway. */
  siteServers: number;
  log: (line: string) => void;
  adminEmail: string;
  adminPassword: string;
  /** More settings for every instance (read when the cluster starts), e.g. a Twilio stub's. */
  env?: Record<string, string>;
}

/**
 * A fresh PostgreSQL database, several API processes on it (as production runs them: NODE_ENV
 * production, one shared JWT_SECRET, each with its own INSTANCE_ID; each also a one-origin server of the
 * public site's pages, as `npm start` is), the public site's own servers (its production deployable),
 * and Debian's nginx with infra/gateway/nginx.conf in front. `stop()` removes everything, also after a
 * failed start.
 */
export class Cluster {
  readonly dir = mkdtempSync(join(tmpdir(), "church-scale-out-"));
  readonly databaseName = `church_scale_out_${process.pid}_${Date.now().toString(36)}`;
  readonly instances: ApiInstance[] = [];
  readonly siteServers: SiteServer[] = [];
  gateway: Gateway | undefined;
  sql: postgres.Sql | undefined;
  private admin: postgres.Sql | undefined;
  private readonly processes = new Set<ServerProcess>();
  private readonly killAll = () => {
    for (const running of this.processes) if (running.alive()) running.child.kill("SIGKILL");
  };

  constructor(private readonly options: ClusterOptions) {
    // Whatever happens to the test run, no API process outlives it.
    process.on("exit", this.killAll);
  }

  get url(): string {
    if (!this.gateway) throw new Error("the gateway is not running");
    return this.gateway.url;
  }

  async start(): Promise<void> {
    const { log } = this.options;
    const nginx = ensureNginx(log);
    const baseUrl =
      process.env.SCALE_OUT_DATABASE_URL ??
      process.env.TEST_DATABASE_URL ??
      "postgres://postgres@127.0.0.1:5432/test";
    this.admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
    await this.admin.unsafe(`create database ${this.databaseName}`);
    const url = new URL(baseUrl);
    url.pathname = `/${this.databaseName}`;
    const databaseUrl = url.toString();
    this.sql = postgres(databaseUrl, { max: 2, onnotice: () => {} });
    log(`database: ${this.databaseName} (created on ${url.host})`);

    const appsDir = copyPublicSiteBuild(repoRoot, join(this.dir, "apps"), log);
    const jwtSecret = randomBytes(48).toString("base64url");
    const ports = await Promise.all(Array.from({ length: this.options.instances }, () => freePort()));
    // All instances start at once: migrations run once under the advisory lock.
    await Promise.all(
      ports.map((port, index) =>
        this.startInstance(`api-${index + 1}`, port, { databaseUrl, jwtSecret, appsDir }),
      ),
    );
    const sitePorts = await Promise.all(Array.from({ length: this.options.siteServers }, () => freePort()));
    const [gatewayPort, internalPort] = [await freePort(), await freePort()];
    this.gateway = await startGateway(
      nginx,
      join(this.dir, "nginx"),
      {
        port: gatewayPort,
        internalPort,
        apiServers: this.instances.map((i) => i.address),
        publicSiteServers: sitePorts.map((port) => `127.0.0.1:${port}`),
        // The static apps are not part of this test; their upstreams point at a closed port.
        staticServer: `127.0.0.1:${await freePort()}`,
      },
      log,
    );
    const gateway = this.gateway;
    for (const [index, port] of sitePorts.entries()) {
      const site = await startSiteServer(`site-${index + 1}`, port, {
        appsDir,
        // As in the compose stack: the API through the gateway's internal server.
        apiOrigin: gateway.internalUrl,
        publicBaseUrl: gateway.url,
        log,
        track: (running) => this.processes.add(running),
      });
      this.siteServers.push(site);
    }
  }

  private async startInstance(
    id: string,
    port: number,
    { databaseUrl, jwtSecret, appsDir }: { databaseUrl: string; jwtSecret: string; appsDir: string },
  ) {
    const { log } = this.options;
    const running = startProcess(id, ["--import", "tsx", "src/server.ts"], {
      cwd: join(repoRoot, "api"),
      log,
      env: {
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        DATABASE_POOL_MAX: "10",
        JWT_SECRET: jwtSecret,
        // One key for every instance, as the secret would hand them (derived here, never a real one).
        CARE_NOTES_KEYS: `scale-out:${createHash("sha256").update(jwtSecret).digest("base64")}`,
        INSTANCE_ID: id,
        // Each instance also renders the public site's pages, as the default run does (in-process reads).
        SERVE_APPS: "true",
        APPS_DIR: appsDir,
        DEMO_MODE: "false",
        COOKIE_SECURE: "false",
        DATA_DIR: join(this.dir, id),
        LOG_LEVEL: "info",
        SEED_ADMIN_EMAIL: this.options.adminEmail,
        SEED_ADMIN_PASSWORD: this.options.adminPassword,
        PUBLIC_BASE_URL: "http://127.0.0.1",
        ...this.options.env,
      },
    });
    this.processes.add(running);
    const instance: ApiInstance = {
      ...running,
      id,
      port,
      address: `127.0.0.1:${port}`,
      url: `http://127.0.0.1:${port}`,
    };
    this.instances.push(instance);
    await waitFor(
      async () => {
        if (!instance.alive()) throw new Error(`${id} exited during start`);
        const response = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
        return response?.status === 200;
      },
      { timeoutMs: 180_000, what: `${id} /api/health`, intervalMs: 250 },
    );
    log(`${id}: pid ${running.child.pid} on 127.0.0.1:${port} healthy`);
  }

  /** Stops nginx, the public site's servers and every API process, drops the database, removes the temp folder. */
  async stop(): Promise<void> {
    const errors: unknown[] = [];
    const attempt = async (step: () => Promise<unknown> | undefined) => {
      try {
        await step();
      } catch (error) {
        errors.push(error);
      }
    };
    await attempt(() => this.gateway?.stop());
    await attempt(() => Promise.all(this.siteServers.map((s) => s.stop())));
    await attempt(() => Promise.all(this.instances.map((i) => i.stop())));
    this.killAll();
    await attempt(() => this.sql?.end({ timeout: 5 }));
    await attempt(() => this.admin?.unsafe(`drop database if exists ${this.databaseName} with (force)`));
    await attempt(() => this.admin?.end({ timeout: 5 }));
    rmSync(this.dir, { recursive: true, force: true });
    process.off("exit", this.killAll);
    if (errors.length > 0) throw new AggregateError(errors, "cleaning up the scale-out cluster failed");
    this.options.log(
      `cleaned up: nginx, public-site and API processes stopped, database ${this.databaseName} dropped`,
    );
  }
}
