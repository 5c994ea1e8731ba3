import { sql } from "drizzle-orm";
import pino from "pino";
import { createApp } from "../app.ts";
import { type Bootstrapped, bootstrap } from "../bootstrap.ts";
import { openDatabase } from "../db/client.ts";
import type { Env } from "../env.ts";
import { testDriver } from "./test-app.ts";

/**
 * Another API instance on the test database, optionally with other settings. PostgreSQL: a second
 * `bootstrap` with its own connection pool on the same database, as a second server has. PGlite is
 * one process by design: a second app over the same database handle.
 */
export async function secondInstance(first: Bootstrapped, env: Env = first.deps.env): Promise<Bootstrapped> {
  if (testDriver !== "postgres") {
    const deps = { ...first.deps, env };
    return { ...first, deps, app: createApp(deps) };
  }
  const result = await first.deps.db.execute<{ name: string }>(sql`select current_database() as name`);
  const name = (Array.isArray(result) ? result : (result as { rows: { name: string }[] }).rows)[0]?.name;
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  return bootstrap(env, pino({ level: "silent" }), await openDatabase({ url: url.toString(), poolMax: 3 }));
}

/** The first instance's app and dependencies with other settings (same database handle). */
export function withEnv(first: Bootstrapped, env: Env): Bootstrapped {
  const deps = { ...first.deps, env };
  return { ...first, deps, app: createApp(deps) };
}
