import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import * as schema from "./schema.ts";

export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), "migrations");

export type Schema = typeof schema;
/** The drizzle database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** What the pool is doing now, for the metrics. */
export interface DatabaseStats {
  driver: "pglite" | "postgres";
  /** Connections the pool may open (1 for embedded PGlite). */
  poolMax: number;
  /** Queries sent and not yet answered (outside transactions), queued ones included. */
  queriesInFlight: number;
  /** Open transactions, each holding a connection of the pool. */
  transactionsInFlight: number;
}

/**
 * Counts the queries and transactions the app has under way on a client (postgres.js keeps its pool's
 * figures private). Wraps the methods drizzle calls: `unsafe`/`begin` (postgres.js), `query`/`transaction` (PGlite).
 */
function countActivity<T extends object>(
  client: T,
  stats: DatabaseStats,
  methods: { query: string; transaction: string },
): T {
  const track = (key: "queriesInFlight" | "transactionsInFlight", result: unknown) => {
    if (!result || typeof (result as PromiseLike<unknown>).then !== "function") return result;
    stats[key]++;
    const done = () => {
      stats[key]--;
    };
    // postgres.js queries start on their first then(), a tick later, so chained .values() still applies.
    (result as PromiseLike<unknown>).then(done, done);
    return result;
  };
  return new Proxy(client, {
    get(target, prop) {
      const value = Reflect.get(target, prop);
      if (typeof value !== "function") return value;
      if (prop === methods.query)
        return (...args: unknown[]) => track("queriesInFlight", value.apply(target, args));
      if (prop === methods.transaction)
        return (...args: unknown[]) => track("transactionsInFlight", value.apply(target, args));
      // Methods run on the client itself (PGlite's private fields are not reachable through a proxy).
      return typeof prop === "string" && prop !== "constructor" ? value.bind(target) : value;
    },
  });
}

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  stats(): DatabaseStats;
  /** Applies pending migrations (serialised across instances with an advisory lock on PostgreSQL). */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other instance runs its own under the same lock (a session advisory lock on
   * PostgreSQL, held on a connection of its own); e.g. the start-up seed of several instances at once.
   */
  exclusive<T>(lock: number, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL URL; without it an embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data folder; omitted means in memory (tests). */
  dataDir?: string | undefined;
  poolMax?: number;
}

const MIGRATION_LOCK = 727_001;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const url = options.url;
    const poolMax = options.poolMax ?? 10;
    const stats: DatabaseStats = { driver: "postgres", poolMax, queriesInFlight: 0, transactionsInFlight: 0 };
    const client = postgres(url, { max: poolMax, onnotice: () => {} });
    const db = drizzlePostgres(countActivity(client, stats, { query: "unsafe", transaction: "begin" }), {
      schema,
    }) as unknown as Db;
    return {
      db,
      driver: "postgres",
      stats: () => ({ ...stats }),
      async migrate() {
        // One dedicated connection holds the lock, so several API instances starting together migrate once.
        const lockClient = postgres(url, { max: 1, onnotice: () => {} });
        try {
          await lockClient`select pg_advisory_lock(${MIGRATION_LOCK})`;
          await migratePostgres(drizzlePostgres(lockClient), { migrationsFolder });
          await lockClient`select pg_advisory_unlock(${MIGRATION_LOCK})`;
        } finally {
          await lockClient.end({ timeout: 5 });
        }
      },
      async exclusive(lock, work) {
        const lockClient = postgres(url, { max: 1, onnotice: () => {} });
        try {
          await lockClient`select pg_advisory_lock(${lock})`;
          try {
            return await work();
          } finally {
            await lockClient`select pg_advisory_unlock(${lock})`;
          }
        } finally {
          await lockClient.end({ timeout: 5 });
        }
      },
      async close() {
        await client.end({ timeout: 5 });
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  await client.waitReady;
  const stats: DatabaseStats = { driver: "pglite", poolMax: 1, queriesInFlight: 0, transactionsInFlight: 0 };
  const db = drizzlePglite(countActivity(client, stats, { query: "query", transaction: "transaction" }), {
    schema,
  }) as unknown as Db;
  return {
    db,
    driver: "pglite",
    stats: () => ({ ...stats }),
    async migrate() {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
    },
    // One process owns an embedded database: nobody else to wait for.
    exclusive: (_lock, work) => work(),
    async close() {
      await client.close();
    },
  };
}

/** Number of applied migrations and the number shipped, for the health check. */
export async function migrationStatus(db: Db): Promise<{ applied: number; expected: number }> {
  const { readMigrationFiles } = await import("drizzle-orm/migrator");
  const expected = readMigrationFiles({ migrationsFolder }).length;
  try {
    const rows = await db.execute<{ count: number }>(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    const first = (Array.isArray(rows) ? rows[0] : (rows as { rows: Array<{ count: number }> }).rows[0]) as
      | { count: number }
      | undefined;
    return { applied: Number(first?.count ?? 0), expected };
  } catch {
    return { applied: 0, expected };
  }
}
