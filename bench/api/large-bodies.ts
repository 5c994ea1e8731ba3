/**
 * `npm run bench:large-bodies` (in bench/): the API's memory while anonymous 512 MB bodies are sent to
 * every route (issue 26: a 512 MB POST to the text-message webhooks took the API from 265 MB to
 * 2.25 GB). The API runs as production does (NODE_ENV=production, PostgreSQL, demo content); every
 * operation of its OpenAPI document is sent a 512 MB body with its own method, and the reads also as
 * POST, each once with a declared Content-Length and once chunked, four at a time. The bodies are made
 * as they are sent (one 64 KB chunk, reused), so the client holds none of it. The server's resident
 * memory (VmRSS) is sampled every 20 ms. Fails when it grows more than 100 MB over idle.
 *
 * BENCH_DATABASE_URL: the PostgreSQL server to create a throwaway database on (default
 * postgres://postgres@127.0.0.1:5432/test). BENCH_API_DIR: another checkout's api/ to measure.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { freePort } from "../shared/free-port.ts";
import { round, startServer } from "../shared/servers.ts";

const here = dirname(fileURLToPath(import.meta.url));
const apiDir = process.env.BENCH_API_DIR ?? join(here, "..", "..", "api");
const bodyBytes = 512 * 1024 * 1024;
const allowedGrowthMb = 100;
const concurrency = 4;
const MB = 1024 * 1024;

/** The server's resident memory now, in MB (Linux /proc). */
const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
  return Number(line?.[1] ?? 0) / 1024;
};

/** `size` bytes made as they are read, counting what was taken. */
function bodyOf(size: number, sent: { bytes: number }): Readable {
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  return new Readable({
    read() {
      if (sent.bytes >= size) return void this.push(null);
      const part = size - sent.bytes >= chunk.length ? chunk : chunk.subarray(0, size - sent.bytes);
      sent.bytes += part.length;
      this.push(part);
    },
  });
}

interface Outcome {
  status: number | "no answer";
  sentMb: number;
  closed: boolean;
}

/** One anonymous request with a 512 MB body; the answer is taken as soon as it comes. */
function send(url: string, method: string, declared: boolean): Promise<Outcome> {
  return new Promise((resolve) => {
    const sent = { bytes: 0 };
    const headers: Record<string, string> = { "content-type": "application/json" };
    // Said outright: Node's client sends a GET's or DELETE's body unframed otherwise.
    headers[declared ? "content-length" : "transfer-encoding"] = declared ? String(bodyBytes) : "chunked";
    const body = bodyOf(bodyBytes, sent);
    let done = false;
    const finish = (status: Outcome["status"], closed: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      body.destroy();
      req.destroy();
      resolve({ status, sentMb: round(sent.bytes / MB, 1), closed });
    };
    const req = request(url, { method, headers, agent: false }, (res) => {
      res.resume();
      finish(res.statusCode ?? 0, res.headers.connection === "close");
    });
    // An event stream answers and stays open; a server that reads the whole body takes long.
    const timer = setTimeout(() => finish("no answer", false), 20_000);
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (process.env.BENCH_DEBUG) console.log(method, url, declared, error.code, sent.bytes);
      finish("no answer", true);
    });
    body.on("error", () => {});
    body.pipe(req);
  });
}

async function main() {
  const baseUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const databaseName = `church_bench_bodies_${process.pid}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  const dataDir = mkdtempSync(join(tmpdir(), "church-bench-bodies-"));
  let stop = async () => {};
  try {
    await admin.unsafe(`create database ${databaseName}`);
    const databaseUrl = new URL(baseUrl);
    databaseUrl.pathname = `/${databaseName}`;
    const api = await startServer(
      "src/server.ts",
      apiDir,
      {
        NODE_ENV: "production",
        DATABASE_URL: databaseUrl.toString(),
        DEMO_MODE: "true",
        SERVE_APPS: "false",
        COOKIE_SECURE: "false",
        JWT_SECRET: randomBytes(48).toString("base64url"),
        SEED_ADMIN_EMAIL: "bench-admin@church.test",
        SEED_ADMIN_PASSWORD: randomBytes(24).toString("base64url"),
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
      },
      await freePort(),
      "/api/health",
    );
    stop = api.stop;
    const pid = api.pid ?? 0;

    const openapi = (await (await fetch(`${api.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const requests: { method: string; path: string }[] = [];
    for (const [template, operations] of Object.entries(openapi.paths)) {
      const path = template.replace(/\{[^}]+\}/g, "00000000-0000-4000-8000-000000000000");
      for (const method of Object.keys(operations).map((m) => m.toUpperCase())) {
        requests.push({ method, path });
        if (method === "GET") requests.push({ method: "POST", path });
      }
    }

    // Idle: after a few ordinary requests, once the start-up work has settled.
    for (let i = 0; i < 50; i += 1) await fetch(`${api.url}/api/events`).then((r) => r.arrayBuffer());
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const idle = rssMb(pid);
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(pid));
    }, 20);

    const started = Date.now();
    const outcomes: (Outcome & { method: string; path: string; declared: boolean })[] = [];
    const queue = requests.flatMap((r) => [true, false].map((declared) => ({ ...r, declared })));
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const outcome = await send(`${api.url}${next.path}`, next.method, next.declared);
          outcomes.push({ ...next, ...outcome });
        }
      }),
    );
    clearInterval(sampler);
    peak = Math.max(peak, rssMb(pid));
    const seconds = round((Date.now() - started) / 1000, 1);

    const statuses = new Map<string, number>();
    for (const o of outcomes) statuses.set(String(o.status), (statuses.get(String(o.status)) ?? 0) + 1);
    const sentMb = outcomes.reduce((sum, o) => sum + o.sentMb, 0);
    const kept = outcomes.filter((o) => !o.closed && o.status !== "no answer").length;
    const growth = round(peak - idle, 1);
    console.log(
      [
        `Large bodies: ${outcomes.length} anonymous requests of 512 MB (${requests.length} method/route pairs, declared and chunked, ${concurrency} at a time) in ${seconds} s`,
        `- API resident memory: idle ${round(idle)} MB, peak ${round(peak)} MB: +${growth} MB (allowed: ${allowedGrowthMb} MB)`,
        `- bytes the client got to send: ${round(sentMb)} MB of ${round((outcomes.length * bodyBytes) / MB / 1024)} GB offered`,
        `- answers: ${[...statuses].map(([s, n]) => `${n} x ${s}`).join(", ")}; ${kept} kept the connection open`,
      ].join("\n"),
    );
    const slow = outcomes.filter((o) => o.status === "no answer");
    for (const o of slow.slice(0, 10))
      console.log(`  no answer within 20 s: ${o.method} ${o.path} (${o.declared ? "declared" : "chunked"})`);
    for (const o of outcomes.filter((o) => !o.closed && o.status !== "no answer").slice(0, 10))
      console.log(`  kept open: ${o.method} ${o.path} (${o.declared ? "declared" : "chunked"}): ${o.status}`);
    if (growth > allowedGrowthMb) process.exitCode = 1;
  } finally {
    await stop();
    await admin.unsafe(`drop database if exists ${databaseName} with (force)`).catch(() => {});
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
