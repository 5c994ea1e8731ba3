/**
 * `npm run bench`: the API's throughput and latency against a bare Hono JSON route measured in the
 * same run on the same machine, RSVP write throughput, public page bytes, build and test times.
 *
 *  1. Builds the three apps, timing each (BENCH_BUILD=0 skips it and keeps the existing dist/).
 *  2. Test time: the API tests are timed on their own (BENCH_TESTS=0 skips them).
 *  3. Page bytes of the built home page: the HTML and every script, module preload and stylesheet it
 *     names, gzipped; plus bench/public-site's measurement in Chromium when that script is there.
 *  4. autocannon, 50 connections, BENCH_DURATION seconds each (default 10, after a 3 s warm-up):
 *     the real API as production runs it (NODE_ENV=production, PostgreSQL, demo content, info logs)
 *     on `GET /api/events` and `GET /api/audio-services`, each between two figures of the baseline, a
 *     bare Hono `GET /json` (bare, events, bare, audio services, bare: a read's ratio is to the mean of
 *     its two neighbours), then `POST /api/events/:id/rsvp`, every RSVP from its own address
 *     (X-Forwarded-For, as the gateway sends it) and e-mail. Servers on core 0, autocannon on core 1.
 *
 * Prints a Markdown report (the README's "Benchmarks" section) and writes the figures as JSON to
 * test-results/bench/api.json. BENCH_DATABASE_URL: the PostgreSQL server to create a throwaway database
 * on (default postgres://postgres@127.0.0.1:5432/test).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import postgres from "postgres";
import { freePort } from "../shared/free-port.ts";
import {
  connections,
  duration,
  load,
  type Measured,
  measure,
  pinned,
  pinSelf,
  round,
  startServer,
  warmUpSeconds,
} from "../shared/servers.ts";

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, "..", "..");
const targets = { readRatio: 0.5, p99Ms: 25 };
const adminEmail = "bench-admin@church.test";
const adminPassword = "Bench admin password 2026";

/** Builds and tests run under `nice` where there is one: the machine is shared, the timings stay honest. */
const niceCommand = existsSync("/usr/bin/nice") ? ["/usr/bin/nice"] : [];

function timeCommand(label: string, args: string[]): number {
  const started = performance.now();
  const [command = process.execPath, ...rest] = [...niceCommand, process.execPath];
  const result = spawnSync(command, [...rest, join(repoRoot, "scripts", "pnpm.mjs"), ...args], {
    cwd: repoRoot,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const seconds = round((performance.now() - started) / 1000, 1);
  if (result.status !== 0) throw new Error(`${label} failed (exit ${result.status})`);
  console.log(`${label}: ${seconds} s`);
  return seconds;
}

function buildTimes(): Record<string, number> | null {
  if (process.env.BENCH_BUILD === "0") return null;
  const times: Record<string, number> = {};
  for (const app of ["public-site", "admin-portal", "pastor-crm"]) {
    times[app] = timeCommand(`build ${app}`, ["--filter", `./${app}`, "run", "build"]);
  }
  return times;
}

interface TestTimes {
  source: string;
  seconds: number;
  tests: number;
}

/**
 * The API tests' wall time, timed now on their own (npm test runs every package's tests in one Vitest
 * run, so its report has no wall time of the API's alone).
 */
function testTimes(): TestTimes | null {
  if (process.env.BENCH_TESTS === "0") return null;
  const out = join(mkdtempSync(join(tmpdir(), "church-bench-tests-")), "vitest-api.json");
  const seconds = timeCommand("API tests (PGlite)", [
    "--filter",
    "./api",
    "exec",
    "vitest",
    "run",
    "--reporter=json",
    `--outputFile=${out}`,
  ]);
  const json = JSON.parse(readFileSync(out, "utf8")) as { numTotalTests: number };
  return { source: "timed now", seconds, tests: json.numTotalTests };
}

interface PageBytes {
  files: number;
  htmlGzipKb: number;
  jsGzipKb: number;
  cssGzipKb: number;
  totalGzipKb: number;
  /** bench/public-site/first-load-js.ts: JavaScript Chromium fetched for the home page. */
  chromiumFirstLoadJsKb?: number;
}

const kb = (bytes: number) => round(bytes / 1024, 1);

/** The built home page: its HTML and each same-origin script, module preload and stylesheet it names. */
function pageBytes(): PageBytes | null {
  const dist = join(repoRoot, "public-site", "dist");
  const indexFile = join(dist, "index.html");
  if (!existsSync(indexFile)) return null;
  const html = readFileSync(indexFile);
  const refs = new Set<string>();
  for (const match of html
    .toString("utf8")
    .matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="(\/[^"]+)"[^>]*>/g)) {
    const tag = match[0];
    const ref = match[1] ?? "";
    if (/<script/.test(tag) || /rel="(modulepreload|stylesheet)"/.test(tag)) refs.add(ref);
  }
  let js = 0;
  let css = 0;
  for (const ref of refs) {
    const file = join(dist, ref.split("?")[0] ?? "");
    if (!existsSync(file)) continue;
    const gz = gzipSync(readFileSync(file), { level: 9 }).length;
    if (ref.endsWith(".css")) css += gz;
    else js += gz;
  }
  const htmlGz = gzipSync(html, { level: 9 }).length;
  const result: PageBytes = {
    files: refs.size + 1,
    htmlGzipKb: kb(htmlGz),
    jsGzipKb: kb(js),
    cssGzipKb: kb(css),
    totalGzipKb: kb(htmlGz + js + css),
  };
  const script = join(repoRoot, "bench", "public-site", "first-load-js.ts");
  if (existsSync(script) && process.env.BENCH_CHROMIUM !== "0") {
    const run = spawnSync(process.execPath, ["--import", "tsx", script, "--json"], {
      cwd: join(repoRoot, "bench"),
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    });
    try {
      const measured = JSON.parse(run.stdout) as { totalGzipKb: number };
      result.chromiumFirstLoadJsKb = round(measured.totalGzipKb, 1);
    } catch {
      console.warn("bench/public-site/first-load-js.ts gave no JSON; page bytes from dist only");
    }
  }
  console.log(`page bytes: ${JSON.stringify(result)}`);
  return result;
}

async function main() {
  const started = new Date();
  console.log(`Benchmarks ${started.toISOString()} on ${cpus().length} cores, load ${load()}`);
  const builds = buildTimes();
  const tests = testTimes();
  const page = pageBytes();

  const baseUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const databaseName = `church_bench_api_${process.pid}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  const dataDir = mkdtempSync(join(tmpdir(), "church-bench-api-"));
  const stops: (() => Promise<void>)[] = [];
  // After the builds and tests, which keep every core.
  pinSelf();
  try {
    await admin.unsafe(`create database ${databaseName}`);
    const databaseUrl = new URL(baseUrl);
    databaseUrl.pathname = `/${databaseName}`;

    const bare = await startServer("bare-hono.server.ts", here, {}, await freePort(), "/json");
    stops.push(bare.stop);
    const api = await startServer(
      "src/server.ts",
      join(repoRoot, "api"),
      {
        NODE_ENV: "production",
        DATABASE_URL: databaseUrl.toString(),
        DEMO_MODE: "true",
        SERVE_APPS: "false",
        COOKIE_SECURE: "false",
        JWT_SECRET: "bench-secret-bench-secret-bench-secret-0123456789",
        SEED_ADMIN_EMAIL: adminEmail,
        SEED_ADMIN_PASSWORD: adminPassword,
        DATA_DIR: dataDir,
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info",
      },
      await freePort(),
      "/api/health",
    );
    stops.push(api.stop);

    // An upcoming event without a seat limit, created by the admin, for the RSVP writes.
    const login = await fetch(`${api.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: adminEmail, password: adminPassword }),
    });
    if (!login.ok) throw new Error(`admin sign-in failed: ${login.status}`);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const created = await fetch(`${api.url}/api/events`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({
        title: "Benchmark supper",
        description: "Event for the RSVP benchmark.",
        date: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        time: "6:00 PM",
        location: "Church hall",
        rsvpRequired: true,
      }),
    });
    if (created.status !== 201) throw new Error(`creating the event failed: ${created.status}`);
    const { event } = (await created.json()) as { event: { id: string } };
    const counts = await Promise.all(
      ["/api/events", "/api/audio-services"].map(async (path) => {
        const body = (await (await fetch(`${api.url}${path}`)).json()) as Record<string, unknown[]>;
        return `${path}: ${Object.values(body)[0]?.length ?? 0} items`;
      }),
    );
    console.log(`seeded content: ${counts.join(", ")}`);

    // The baseline is measured right before and after each read, and each read's ratio is to the mean of
    // its two neighbours: this machine's speed drifts by up to half within minutes (other virtual
    // machines on its host), and a baseline taken minutes away would compare different machines.
    const bareBefore = await measure("bare Hono GET /json", { url: `${bare.url}/json` });
    const events = await measure("API GET /api/events", { url: `${api.url}/api/events` });
    const bareBetween = await measure("bare Hono GET /json (between the reads)", { url: `${bare.url}/json` });
    const audio = await measure("API GET /api/audio-services", { url: `${api.url}/api/audio-services` });
    const bareAfter = await measure("bare Hono GET /json (after the reads)", { url: `${bare.url}/json` });
    let n = 0;
    const rsvp = await measure("API POST /api/events/:id/rsvp", {
      url: api.url,
      requests: [
        {
          method: "POST",
          path: `/api/events/${event.id}/rsvp`,
          headers: { "content-type": "application/json" },
          setupRequest: (request) => {
            n += 1;
            return {
              ...request,
              headers: {
                ...request.headers,
                "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
              },
              body: JSON.stringify({
                attendeeName: `Bench Guest ${n}`,
                attendeeEmail: `guest-${n}@bench.test`,
              }),
            };
          },
        },
      ],
    });

    const bares = [bareBefore, bareBetween, bareAfter];
    const mean = (ms: Measured[]) => ms.reduce((sum, m) => sum + m.requestsPerSecond, 0) / ms.length;
    const baseline = {
      requestsPerSecond: round(mean(bares)),
      p99Ms: Math.max(...bares.map((m) => m.p99Ms)),
    };
    /** To the baseline measured next to it (the reads), or to the mean of all three (the writes). */
    const neighbours = new Map<Measured, Measured[]>([
      [events, [bareBefore, bareBetween]],
      [audio, [bareBetween, bareAfter]],
    ]);
    const ratio = (m: Measured) => round(m.requestsPerSecond / mean(neighbours.get(m) ?? bares), 2);
    const meets = (m: Measured) => ratio(m) >= targets.readRatio && m.p99Ms < targets.p99Ms;
    const report = {
      date: started.toISOString(),
      machine: { cores: cpus().length, cpu: cpus()[0]?.model ?? "", node: process.version },
      loadAtStart: bareBefore.load,
      loadAtEnd: load(),
      connections,
      durationSeconds: duration,
      baseline,
      runs: [bareBefore, events, bareBetween, audio, bareAfter, rsvp],
      ratios: { events: ratio(events), audioServices: ratio(audio), rsvp: ratio(rsvp) },
      targetsMet: { events: meets(events), audioServices: meets(audio) },
      builds,
      tests,
      page,
    };
    mkdirSync(join(repoRoot, "test-results", "bench"), { recursive: true });
    writeFileSync(
      join(repoRoot, "test-results", "bench", "api.json"),
      `${JSON.stringify(report, null, 2)}\n`,
    );

    const row = (m: Measured, r: string, target: string) =>
      `| ${m.name} | ${m.requestsPerSecond.toLocaleString("en-US")} | ${r} | ${m.p50Ms} | ${m.p99Ms} | ${m.bytesPerRequest} | ${target} |`;
    const lines = [
      `Measured ${started.toISOString().slice(0, 10)} with \`npm run bench\` on ${cpus().length} cores (${report.machine.cpu}), Node ${process.version}; ` +
        `load average (1/5/15 min) ${bareBefore.load} at the start, ${report.loadAtEnd} at the end. ` +
        `autocannon, ${connections} connections, ${duration} s per figure after a ${warmUpSeconds} s warm-up, on loopback${pinned ? " (servers on core 0, autocannon on core 1)" : ""}; ` +
        `the API as production runs it (NODE_ENV=production, PostgreSQL, demo content, info logs).`,
      "",
      "| Figure | Requests/s | Ratio to bare Hono | p50 ms | p99 ms | Bytes/answer | Target |",
      "|---|---|---|---|---|---|---|",
      row(bareBefore, "1 (baseline of events)", "-"),
      row(events, String(ratio(events)), `≥ 0.5, p99 < 25 ms: ${meets(events) ? "met" : "missed"}`),
      row(bareBetween, "1 (baseline of both reads)", "-"),
      row(audio, String(ratio(audio)), `≥ 0.5, p99 < 25 ms: ${meets(audio) ? "met" : "missed"}`),
      row(bareAfter, "1 (baseline of audio services)", "-"),
      row(rsvp, String(ratio(rsvp)), `writes (non-2xx: ${rsvp.non2xx})`),
      "",
    ];
    if (page) {
      lines.push(
        `Home page (built \`public-site/dist/index.html\` and the ${page.files - 1} scripts, module preloads and stylesheets it names), gzipped: ` +
          `${page.totalGzipKb} KB (HTML ${page.htmlGzipKb} KB, JavaScript ${page.jsGzipKb} KB, CSS ${page.cssGzipKb} KB)` +
          (page.chromiumFirstLoadJsKb === undefined
            ? "."
            : `; JavaScript Chromium fetches for the home page (bench/public-site): ${page.chromiumFirstLoadJsKb} KB.`),
      );
    }
    if (builds) {
      lines.push(
        `Builds: ${Object.entries(builds)
          .map(([app, s]) => `${app} ${s} s`)
          .join(", ")} (public-site: browser app, service worker, exposed modules, server renderer).`,
      );
    }
    if (tests)
      lines.push(`API tests (PGlite): ${tests.tests} tests in ${tests.seconds} s (${tests.source}).`);
    console.log(`\n${lines.join("\n")}\n`);
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {});
    await admin.unsafe(`drop database if exists ${databaseName} with (force)`).catch(() => {});
    await admin.end({ timeout: 5 });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
