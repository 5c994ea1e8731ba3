/**
 * Benchmark of the church records statistics on PostgreSQL (not part of `npm test`).
 *
 * Creates a fresh database, loads 20 years of weekly records (1,040 Sundays, some with a second
 * service) and 50,000 other rows (page views, RSVPs' neighbours in size), then times the API's
 * dashboard-stats and weekly summaries through the app itself (`app.request`, so routing, the
 * session check and JSON are included) and prints the median and p95 against the 50 ms target.
 * The database is dropped at the end.
 *
 *   cd bench && pnpm crm            # or: node --import tsx bench/crm/run.ts (from the repo root)
 *   BENCH_DATABASE_URL=postgres://user@host:5432/postgres BENCH_CALLS=500 pnpm crm
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import pino from "pino";
import postgres from "postgres";
import { bootstrap } from "../../api/src/bootstrap.ts";
import { parseEnv } from "../../api/src/env.ts";

const baseUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const calls = Number(process.env.BENCH_CALLS ?? 200);
const warmUp = 20;
const targetMs = 50;
const otherRows = 50_000;
const years = 20;

const name = `church_bench_${process.pid}`;
const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
const url = new URL(baseUrl);
url.pathname = `/${name}`;
const dataDir = mkdtempSync(join(tmpdir(), "church-bench-"));

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

async function main() {
  await admin.unsafe(`create database ${name}`);
  const env = parseEnv({
    NODE_ENV: "production",
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    DEMO_MODE: "true",
    SERVE_APPS: "false",
    LOG_LEVEL: "silent",
    APPS_DIR: dataDir,
  });
  const { app, database, credentials } = await bootstrap(env, pino({ level: "silent" }));
  const sql = postgres(url.toString(), { max: 1, onnotice: () => {} });
  try {
    // 20 years of Sundays up to this week (Buffalo time), a midweek service every fourth week.
    const loadStarted = performance.now();
    await sql`
      with sundays as (
        select ((now() at time zone 'America/New_York')::date
                - extract(dow from (now() at time zone 'America/New_York')::date)::int
                - 7 * i) as day, i
        from generate_series(0, ${years * 52 - 1}::int) as i
      )
      insert into church_records (date, attendance, tithes_cents, offerings_cents, notes)
      select day, 40 + (i * 7919) % 60, 80000 + (i * 104729) % 90000, 15000 + (i * 1299709) % 30000,
             case when i % 13 = 0 then 'Guest speaker' end
      from sundays
      union all
      select day + 3, 10 + i % 15, 5000 + i % 3000, 1000 + i % 700, 'Midweek prayer'
      from sundays where i % 4 = 1`;
    await sql`
      insert into page_views (day, path, device_class, referrer)
      select (now()::date - (i % 3650)), '/page-' || (i % 200),
             (array['desktop', 'mobile', 'tablet'])[1 + i % 3], case when i % 5 = 0 then 'example.org' else '' end
      from generate_series(1, ${otherRows}::int) as i`;
    await sql`analyze`;
    const [counts] = await sql<{ records: number; views: number }[]>`
      select (select count(*)::int from church_records) as records, (select count(*)::int from page_views) as views`;
    console.log(
      `Loaded ${counts?.records} church records (${years} years of weeks) and ${counts?.views} page views in ${Math.round(performance.now() - loadStarted)} ms.`,
    );

    const pastor = credentials.find((c) => c.role === "pastor");
    if (!pastor) throw new Error("no demo pastor account");
    const login = await app.request("/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: pastor.email, password: pastor.password }),
    });
    if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");

    const endpoints = [
      { path: "/api/crm/dashboard-stats", target: true },
      { path: "/api/crm/summaries/weekly", target: true },
      { path: "/api/crm/summaries/weekly?weeks=1040", target: false },
      { path: "/api/crm/trends?weeks=52", target: false },
    ];
    console.log(
      `\n${calls} calls each after ${warmUp} warm-up calls; target ${targetMs} ms (median and p95):\n`,
    );
    console.log(
      "endpoint".padEnd(42),
      "median".padStart(9),
      "p95".padStart(9),
      "max".padStart(9),
      " verdict",
    );
    let failed = false;
    for (const { path, target } of endpoints) {
      const times: number[] = [];
      for (let i = 0; i < warmUp + calls; i++) {
        const started = performance.now();
        const response = await app.request(path, { headers: { cookie } });
        await response.arrayBuffer();
        const elapsed = performance.now() - started;
        if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
        if (i >= warmUp) times.push(elapsed);
      }
      times.sort((a, b) => a - b);
      const median = percentile(times, 50);
      const p95 = percentile(times, 95);
      const ok = p95 < targetMs;
      if (target && !ok) failed = true;
      const verdict = target ? (ok ? "ok (< 50 ms)" : "SLOWER THAN 50 ms") : "(extra, no target)";
      const ms = (n: number) => `${n.toFixed(2)} ms`.padStart(9);
      console.log(path.padEnd(42), ms(median), ms(p95), ms(times.at(-1) ?? 0), ` ${verdict}`);
    }

    const plan = await sql.unsafe(`explain analyze
      select count(*), sum(attendance), sum(tithes_cents) from church_records
      where date >= date_trunc('year', now())::date and date < (date_trunc('year', now()) + interval '1 year')::date`);
    const lines = plan.map((row) => String(Object.values(row)[0]));
    console.log(`\nPlan of the "this year" sum:\n  ${lines.join("\n  ")}`);
    process.exitCode = failed ? 1 : 0;
  } finally {
    await sql.end({ timeout: 5 });
    await database.close();
  }
}

try {
  await main();
} finally {
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end({ timeout: 5 });
  rmSync(dataDir, { recursive: true, force: true });
}
