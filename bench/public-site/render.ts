/**
 * `npm run bench:render` (in bench/): the public site's server rendering, on the built apps as
 * production runs them (NODE_ENV=production, embedded database with the demo content).
 *
 *  1. A kept (cached) page, `GET /events` asked for brotli as browsers do, against a bare Hono route on
 *     the same machine in the same run that sends the very same answer bytes (`/page`). Budget: at least
 *     half its requests per second, and at most twice its server CPU per answer (medians of three
 *     rounds, bare and kept in turn). Printed too: the ratio to bare Hono's 203-byte `/json`, which no
 *     page can approach, a bare route sending the page included (docs/benchmarks.md).
 *  2. An uncached render of `/events` (a server with PAGE_CACHE_MS=0; the API's own reads warm): the
 *     render's milliseconds as the server reports them (Server-Timing `render;dur=`), 40 requests one
 *     after another. Budget: median under 30 ms.
 *
 * autocannon, 50 connections, BENCH_DURATION seconds per figure after a warm-up; servers on core 0,
 * autocannon on core 1 (bench/shared/servers.ts). Exits 1 when a budget is missed.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliCompressSync, constants as zlib } from "node:zlib";
import { freePort } from "../shared/free-port.ts";
import { type Measured, measure, pinSelf, round, startServer } from "../shared/servers.ts";
import { repoRoot } from "./server.ts";

const budgets = { cachedRatio: 0.5, cpuRatio: 0.5, uncachedMedianMs: 30 };
const rounds = 3;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function app(env: NodeJS.ProcessEnv) {
  const dataDir = mkdtempSync(join(tmpdir(), "church-bench-render-"));
  const server = await startServer(
    "src/server.ts",
    join(repoRoot, "api"),
    { ...env, DATA_DIR: dataDir, DEMO_MODE: "true", NODE_ENV: "production", LOG_LEVEL: "warn" },
    await freePort(),
    "/api/ready",
  );
  return {
    url: server.url,
    pid: server.pid,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

pinSelf();
const cached = await app({});
const uncached = await app({ PAGE_CACHE_MS: "0" });
const page = { url: `${cached.url}/events`, headers: { "accept-encoding": "br" } };
// The same page's bytes for the bare route that sends a page of that size.
const pageFile = join(mkdtempSync(join(tmpdir(), "church-bench-page-")), "events.br");
// (fetch hands the page over decompressed: it is compressed again as the page server does.)
const html = new Uint8Array(await (await fetch(page.url, { headers: page.headers })).arrayBuffer());
writeFileSync(pageFile, brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }));
const bare = await startServer(
  "bare-hono.server.ts",
  join(repoRoot, "bench", "api"),
  { BARE_PAGE_FILE: pageFile },
  await freePort(),
  "/json",
);
let failed = false;
try {
  const measureBare = (name: string, path: string) =>
    measure(name, { url: `${bare.url}${path}` }, undefined, bare.pid);
  const json = [await measureBare("bare Hono GET /json", "/json")];
  const samePage: Measured[] = [];
  const kept: Measured[] = [];
  for (let turn = 1; turn <= rounds; turn++) {
    samePage.push(await measureBare(`bare Hono GET /page (the same bytes, br), round ${turn}`, "/page"));
    kept.push(await measure(`kept page GET /events (br), round ${turn}`, page, undefined, cached.pid));
  }
  json.push(await measureBare("bare Hono GET /json (after)", "/json"));
  const ratioOf = (of: (m: Measured) => number | undefined, top: Measured[], bottom: Measured[]) => {
    const a = median(top.map((m) => of(m) ?? Number.NaN));
    const b = median(bottom.map((m) => of(m) ?? Number.NaN));
    return round(a / b, 2);
  };
  const rps = (m: Measured) => m.requestsPerSecond;
  // CPU per answer the other way round: a kept page costing twice the bare route's CPU is 0.5.
  const perCpu = (m: Measured) => (m.serverCpuUsPerAnswer ? 1 / m.serverCpuUsPerAnswer : undefined);
  const ratio = ratioOf(rps, kept, samePage);
  const cpuRatio = ratioOf(perCpu, kept, samePage);
  const ratioOk =
    ratio >= budgets.cachedRatio && cpuRatio >= budgets.cpuRatio && kept.every((m) => m.non2xx === 0);
  console.log(
    `kept page against a bare Hono route sending the same bytes (median of ${rounds}): ${ratio} of its requests/s ` +
      `(budget >= ${budgets.cachedRatio}), ${cpuRatio} of its answers per second of server CPU (budget >= ${budgets.cpuRatio}), ` +
      `p99 ${median(kept.map((m) => m.p99Ms))} ms: ${ratioOk ? "ok" : "MISSED"}`,
  );
  // For the record: against a 203-byte answer the load generator, not the server, sets the pace of a
  // page's bytes (it says how busy it was), and the bare route sending the page is far from 0.5 too.
  console.log(
    `against bare Hono's /json (203 bytes): the kept page ${ratioOf(rps, kept, json)} in requests/s and ${ratioOf(perCpu, kept, json)} in server CPU; ` +
      `the bare route sending the page ${ratioOf(rps, samePage, json)} and ${ratioOf(perCpu, samePage, json)}`,
  );

  const renders: number[] = [];
  for (let i = 0; i < 45; i++) {
    const response = await fetch(`${uncached.url}/events`, { headers: { "accept-encoding": "br" } });
    await response.arrayBuffer();
    const timing = /render;dur=([\d.]+)/.exec(response.headers.get("server-timing") ?? "");
    // The first few warm the server (its code, the API's read cache) and are not counted.
    if (timing?.[1] && i >= 5) renders.push(Number(timing[1]));
  }
  const renderMedian = round(median(renders), 1);
  const renderOk = renders.length === 40 && renderMedian < budgets.uncachedMedianMs;
  console.log(
    `uncached render of /events: median ${renderMedian} ms, max ${round(Math.max(...renders), 1)} ms over ${renders.length} (budget < ${budgets.uncachedMedianMs} ms): ${renderOk ? "ok" : "MISSED"}`,
  );
  failed = !ratioOk || !renderOk;
} finally {
  await Promise.all([bare.stop(), cached.stop(), uncached.stop()]);
  rmSync(dirname(pageFile), { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
