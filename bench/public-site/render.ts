/**
 * `npm run bench:render` (in bench/): the public site's server rendering, on the built apps as
 * production runs them (NODE_ENV=production, embedded database with the demo content).
 *
 *  1. Throughput of a kept (cached) page, `GET /events` asked for brotli as browsers do, between two
 *     figures of a bare Hono route on the same machine in the same run (bare, page, bare): the page's
 *     ratio is to their mean. Budget: at least 0.5.
 *  2. An uncached render of `/events` (a server with PAGE_CACHE_MS=0; the API's own reads warm): the
 *     render's milliseconds as the server reports them (Server-Timing `render;dur=`), 40 requests one
 *     after another. Budget: median under 30 ms.
 *
 * autocannon, 50 connections, BENCH_DURATION seconds per figure after a warm-up; servers on core 0,
 * autocannon on core 1 (bench/shared/servers.ts). Exits 1 when a budget is missed.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

pinSelf();
const bare = await startServer(
  "bare-hono.server.ts",
  join(repoRoot, "bench", "api"),
  {},
  await freePort(),
  "/json",
);
const cached = await app({});
const uncached = await app({ PAGE_CACHE_MS: "0" });
let failed = false;
try {
  const page = { url: `${cached.url}/events`, headers: { "accept-encoding": "br" } };
  const before = await measure("bare Hono GET /json", { url: `${bare.url}/json` });
  const kept = await measure("kept page GET /events (br)", page);
  const after = await measure("bare Hono GET /json (after)", { url: `${bare.url}/json` });
  const ratio = round(kept.requestsPerSecond / ((before.requestsPerSecond + after.requestsPerSecond) / 2), 2);
  const ratioOk = ratio >= budgets.cachedRatio && kept.non2xx === 0;
  console.log(
    `kept page: ${ratio} of bare Hono (budget >= ${budgets.cachedRatio}), p99 ${kept.p99Ms} ms: ${ratioOk ? "ok" : "MISSED"}`,
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
}
process.exitCode = failed ? 1 : 0;
