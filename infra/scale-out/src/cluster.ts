import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { freePort } from "./free-port.ts";
import { ensureNginx, type Gateway, startGateway } from "./gateway.ts";
import { waitFor } from "./wait.ts";

export const repoRoot = join(import.meta.dirname, "..", "..", "..");

export interface ApiInstance {
  id: string;
  port: number;
  /** host:port, as nginx's $upstream_addr names it. */
  address: string;
  /** pino's JSON lines from its stdout. */
  logLines: () => Record<string, unknown>[];
  alive: () => boolean;
  /** SIGKILL: no graceful shutdown, in-flight requests are cut. */
  kill: () => Promise<void>;
  stop: () => Promise<void>;
}

export interface ClusterOptions {
  instances: number;
  log: (line: string) => void;
  adminEmail: string;
  adminPassword: string;
  /** More settings for every instance (read when the cluster starts), e.g. a Twilio stub's. */
  env?: Record<string, string>;
}

/**
 * A fresh PostgreSQL database, several API processes on it (as production runs them: NODE_ENV
 * production, one shared JWT_SECRET, SERVE_APPS=false, each with its own INSTANCE_ID) and Debian's nginx
 * with infra/gateway/nginx.conf in front. `stop()` removes everything, also after a failed start.
 */
export class Cluster {
  readonly dir = mkdtempSync(join(tmpdir(), "church-scale-out-"));
  readonly databaseName = `church_scale_out_${process.pid}_${Date.now().toString(36)}`;
  readonly instances: ApiInstance[] = [];
  gateway: Gateway | undefined;
  sql: postgres.Sql | undefined;
  private admin: postgres.Sql | undefined;
  private readonly children = new Set<ChildProcess>();
  private readonly killAll = () => {
    for (const child of this.children) child.kill("SIGKILL");
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

    const jwtSecret = randomBytes(48).toString("base64url");
    const ports = await Promise.all(Array.from({ length: this.options.instances }, () => freePort()));
    // All instances start at once: migrations run once under the advisory lock.
    await Promise.all(
      ports.map((port, index) => this.startInstance(`api-${index + 1}`, port, databaseUrl, jwtSecret)),
    );
    const gatewayPort = await freePort();
    this.gateway = await startGateway(
      nginx,
      join(this.dir, "nginx"),
      {
        port: gatewayPort,
        apiServers: this.instances.map((i) => i.address),
        // The static apps are not part of this test; their upstreams point at a closed port.
        staticServer: `127.0.0.1:${await freePort()}`,
      },
      log,
    );
  }

  private async startInstance(id: string, port: number, databaseUrl: string, jwtSecret: string) {
    const { log } = this.options;
    const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
      cwd: join(repoRoot, "api"),
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        DATABASE_POOL_MAX: "10",
        JWT_SECRET: jwtSecret,
        INSTANCE_ID: id,
        SERVE_APPS: "false",
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
    this.children.add(child);
    const lines: Record<string, unknown>[] = [];
    let rest = "";
    child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
      const parts = (rest + chunk).split("\n");
      rest = parts.pop() ?? "";
      for (const part of parts) {
        if (!part.startsWith("{")) continue;
        try {
          lines.push(JSON.parse(part) as Record<string, unknown>);
        } catch {
          // a console line, not a log record
        }
      }
    });
    child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
      for (const line of chunk.split("\n").filter(Boolean)) log(`${id} stderr: ${line}`);
    });
    let exited = false;
    const exit = new Promise<void>((resolve) =>
      child.once("exit", () => {
        exited = true;
        this.children.delete(child);
        resolve();
      }),
    );
    const instance: ApiInstance = {
      id,
      port,
      address: `127.0.0.1:${port}`,
      logLines: () => lines,
      alive: () => !exited,
      kill: async () => {
        if (exited) return;
        child.kill("SIGKILL");
        await exit;
      },
      stop: async () => {
        if (exited) return;
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
        await exit;
        clearTimeout(timer);
      },
    };
    this.instances.push(instance);
    await waitFor(
      async () => {
        if (exited) throw new Error(`${id} exited during start`);
        const response = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
        return response?.status === 200;
      },
      { timeoutMs: 180_000, what: `${id} /api/health`, intervalMs: 250 },
    );
    log(`${id}: pid ${child.pid} on 127.0.0.1:${port} healthy`);
  }

  /** Stops nginx and every API process, drops the database, removes the temp folder. */
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
    await attempt(() => Promise.all(this.instances.map((i) => i.stop())));
    this.killAll();
    await attempt(() => this.sql?.end({ timeout: 5 }));
    await attempt(() => this.admin?.unsafe(`drop database if exists ${this.databaseName} with (force)`));
    await attempt(() => this.admin?.end({ timeout: 5 }));
    rmSync(this.dir, { recursive: true, force: true });
    process.off("exit", this.killAll);
    if (errors.length > 0) throw new AggregateError(errors, "cleaning up the scale-out cluster failed");
    this.options.log(`cleaned up: nginx and API processes stopped, database ${this.databaseName} dropped`);
  }
}
