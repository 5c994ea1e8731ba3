/**
 * `npm run bench:render` (in bench/): the public site's server rendering, on the built apps as
 * production runs them (NODE_ENV=production, embedded database with the demo content).
 *
 *  1. Throughput of a kept (cached) page, `GET /events` asked for brotli as browsers do, between two
 *     figures of a bare Hono route on the same machine in the same run (bare, page, bare): the page's
 *     ratio is to their mean. Budget: at least 0.5. Also printed: a bare Hono route sending the same
 *     page's bytes, and each figure's server CPU per answer and how busy the load generator was (with
 *     a page's bytes, autocannon on its one core is the bottleneck, not the server).
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
import { measure, pinSelf, round, startServer } from "../shared/servers.ts";
import { repoRoot } from "./server.ts";

const budgets = { cachedRatio: 0.5, uncachedMedianMs: 30 };

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
  const before = await measureBare("bare Hono GET /json", "/json");
  const samePage = await measureBare("bare Hono GET /page (the same bytes, br)", "/page");
  const kept = await measure("kept page GET /events (br)", page, undefined, cached.pid);
  const after = await measureBare("bare Hono GET /json (after)", "/json");
  const ratio = round(kept.requestsPerSecond / ((before.requestsPerSecond + after.requestsPerSecond) / 2), 2);
  const ratioOk = ratio >= budgets.cachedRatio && kept.non2xx === 0;
  console.log(
    `kept page: ${ratio} of bare Hono's /json (budget >= ${budgets.cachedRatio}), p99 ${kept.p99Ms} ms: ${ratioOk ? "ok" : "MISSED"}`,
  );
  // The figure above compares a page with a 203-byte answer: the load generator, not the server, sets
  // the pace of a page's bytes (it says how busy it was). Against the same bytes from a bare route, and
  // in the server's CPU per answer, what is left is the kept page's own cost.
  const cpuRatio = (bareCpu?: number, keptCpu?: number) =>
    bareCpu && keptCpu ? round(bareCpu / keptCpu, 2) : "n/a";
  console.log(
    `kept page against the bare route sending the same bytes: ${round(kept.requestsPerSecond / samePage.requestsPerSecond, 2)} in requests/s, ` +
      `${cpuRatio(samePage.serverCpuUsPerAnswer, kept.serverCpuUsPerAnswer)} in server CPU per answer ` +
      `(against /json: ${cpuRatio(before.serverCpuUsPerAnswer, kept.serverCpuUsPerAnswer)})`,
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
