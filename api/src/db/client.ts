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

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  /** Applies pending migrations (serialised across instances with an advisory lock on PostgreSQL). */
  migrate(): Promise<void>;
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
    const client = postgres(url, { max: options.poolMax ?? 10, onnotice: () => {} });
    const db = drizzlePostgres(client, { schema }) as unknown as Db;
    return {
      db,
      driver: "postgres",
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
      async close() {
        await client.end({ timeout: 5 });
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: "pglite",
    async migrate() {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
    },
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
