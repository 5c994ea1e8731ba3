/**
 * `npm run bench:people` (in bench/): the people list's search at a large meeting's scale, on
 * PostgreSQL (issue #27: under 50 ms median). Creates a throwaway database, loads 10,000 people in
 * 4,000 households with 200,000 timeline entries, then times `GET /api/crm/people` through the app
 * itself (`app.request`: routing, the session check, validation and JSON included) for searches a
 * pastor types: part of a name, two names, an e-mail, a phone's last four digits, a whole Kenyan number
 * written locally, and a filter with no search. Prints median and p95 per search and exits 1 when a
 * median is 50 ms or more. The database is dropped at the end.
 *
 * BENCH_DATABASE_URL: the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test).
 * BENCH_CALLS: calls per search after 10 warm-up calls (default 100).
 * BENCH_NO_TRGM=1: drop the trigram index first, to see the search as a scan (as on a server without
 * pg_trgm).
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
const calls = Number(process.env.BENCH_CALLS ?? 100);
const warmUp = 10;
const targetMs = 50;
const counts = { people: 10_000, households: 4_000, timeline: 200_000 };

const name = `church_bench_people_${process.pid}`;
const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
const url = new URL(baseUrl);
url.pathname = `/${name}`;
const dataDir = mkdtempSync(join(tmpdir(), "church-bench-"));

const percentile = (sorted: number[], p: number) =>
  sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

async function load(sql: postgres.Sql) {
  // Names the meeting has: Swahili and English given names, East African and American family names.
  const given = [
    "Amina",
    "Baraka",
    "Neema",
    "Juma",
    "Zawadi",
    "Imani",
    "Grace",
    "John",
    "Mary",
    "Peter",
    "Faith",
    "Daudi",
    "Rehema",
    "Joseph",
    "Esther",
    "Samuel",
    "Halima",
    "David",
    "Ruth",
    "Musa",
  ];
  const family = [
    "Otieno",
    "Wanjiru",
    "Mwangi",
    "Achieng",
    "Kamau",
    "Njoroge",
    "Ochieng",
    "Mutua",
    "Smith",
    "Johnson",
    "Williams",
    "Brown",
    "Kiprop",
    "Chebet",
    "Onyango",
    "Wambui",
    "Hassan",
    "Ali",
  ];
  await sql`
    insert into households (name)
    select 'Household ' || i from generate_series(1, ${counts.households}::int) as i`;
  // Every second person has a US number, every third a Kenyan one (some both), as E.164; the search
  // text is written as the app writes it (services/people/people.model.ts searchTextOf).
  await sql`
    with p as (
      select i,
        (${given}::text[])[1 + i % ${given.length}] as given_name,
        (${family}::text[])[1 + (i * 7) % ${family.length}] || case when i % 5 = 0 then '-' || (i % 97) else '' end as family_name,
        'person' || i || '@example.org' as email,
        array_remove(array[
          case when i % 2 = 0 then '+1716' || lpad((5550000 + i)::text, 7, '0') end,
          case when i % 3 = 0 then '+2547' || lpad((10000000 + i * 13)::text, 8, '0') end
        ], null) as phones
      from generate_series(1, ${counts.people}::int) as i
    )
    insert into people (given_name, family_name, email, phones, language, stage, first_seen_on, last_seen_on, search)
    select given_name, family_name, email, phones,
      case when i % 3 = 0 then 'sw' else 'en' end,
      (array['visitor', 'attender', 'member', 'former'])[1 + i % 4],
      current_date - (i % 2000), current_date - (i % 120),
      lower(concat_ws(' ', given_name, family_name, email, array_to_string(
        array(select regexp_replace(n, '\\D', '', 'g') from unnest(phones) as n), ' ')))
    from p`;
  await sql`
    insert into household_members (person_id, household_id, role, is_contact)
    select p.id, h.id, case when p.n % 5 < 2 then 'child' else 'adult' end, p.n % 5 = 2
    from (select id, row_number() over (order by created_at, id) as n from people) p
    join (select id, row_number() over (order by created_at, id) as n from households) h
      on h.n = 1 + (p.n % ${counts.households})`;
  await sql`
    insert into person_timeline (person_id, kind, ref_id, occurred_at, summary)
    select p.id, (array['rsvp', 'contact_message', 'meeting_request', 'donation'])[1 + i % 4],
      gen_random_uuid(), now() - (i || ' minutes')::interval, 'Entry ' || i
    from generate_series(1, ${counts.timeline}::int) as i
    join (select id, row_number() over (order by id) - 1 as n from people) p on p.n = i % ${counts.people}`;
  if (process.env.BENCH_NO_TRGM === "1") await sql`drop index if exists people_search_trgm_idx`;
  await sql`analyze`;
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
    const loadStarted = performance.now();
    await load(sql);
    const [loaded] = await sql<{ people: number; households: number; timeline: number; trgm: boolean }[]>`
      select (select count(*)::int from people) as people, (select count(*)::int from households) as households,
        (select count(*)::int from person_timeline) as timeline,
        exists (select 1 from pg_indexes where indexname = 'people_search_trgm_idx') as trgm`;
    console.log(
      `Loaded ${loaded?.people} people, ${loaded?.households} households, ${loaded?.timeline} timeline entries in ${Math.round(performance.now() - loadStarted)} ms; trigram index: ${loaded?.trgm ? "yes" : "no"}.`,
    );

    const pastor = credentials.find((c) => c.role === "pastor");
    if (!pastor) throw new Error("no demo pastor account");
    const login = await app.request("/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: pastor.email, password: pastor.password }),
    });
    if (login.status !== 200) throw new Error(`sign-in failed: ${login.status}`);
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");

    const searches = [
      ["part of a name", "q=wanj"],
      ["two names", "q=neema%20otieno"],
      ["an e-mail", "q=person4321%40example.org"],
      ["last four digits of a phone", "q=4322"],
      ["a Kenyan number written locally", "q=0710%20056%20199"],
      ["stage and not seen for 8 weeks", "stage=attender&notSeenWeeks=8"],
      ["the first page, no search", ""],
    ] as const;
    console.log(`\n${calls} calls each after ${warmUp} warm-up calls; target: median under ${targetMs} ms\n`);
    console.log(
      "search".padEnd(34),
      "median".padStart(9),
      "p95".padStart(9),
      "found".padStart(7),
      " verdict",
    );
    let failed = false;
    for (const [label, query] of searches) {
      const times: number[] = [];
      let found = 0;
      for (let i = 0; i < warmUp + calls; i++) {
        const started = performance.now();
        const response = await app.request(`/api/crm/people?${query}`, { headers: { cookie } });
        const body = (await response.json()) as { total?: number };
        const elapsed = performance.now() - started;
        if (response.status !== 200) throw new Error(`${query} answered ${response.status}`);
        found = body.total ?? 0;
        if (i >= warmUp) times.push(elapsed);
      }
      times.sort((a, b) => a - b);
      const median = percentile(times, 50);
      const ok = median < targetMs;
      if (!ok) failed = true;
      const ms = (n: number) => `${n.toFixed(2)} ms`.padStart(9);
      console.log(
        label.padEnd(34),
        ms(median),
        ms(percentile(times, 95)),
        String(found).padStart(7),
        ` ${ok ? "ok" : "SLOWER THAN 50 ms"}`,
      );
    }
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
