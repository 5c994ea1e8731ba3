import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { apiErrorSchema, type Role } from "@church/contracts";
import { sql } from "drizzle-orm";
import pino from "pino";
import postgres from "postgres";
import { expect } from "vitest";
import { type Bootstrapped, bootstrap } from "../bootstrap.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { parseEnv } from "../env.ts";

/**
 * One app and database per test worker. PGlite in memory by default; with TEST_DATABASE_URL a fresh
 * PostgreSQL database per worker (so parallel workers never see each other's rows).
 */
let current: Promise<Bootstrapped> | undefined;

export const testDriver = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

async function openTestDatabase(): Promise<Database> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return openDatabase({});
  // The vitest main process is this worker's parent: one name per worker and run, dropped at the end.
  const name = `church_test_${process.env.VITEST_POOL_ID ?? "0"}_${process.ppid}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return openDatabase({ url: url.toString(), poolMax: 5 });
}

export function getTestApp(): Promise<Bootstrapped> {
  current ??= (async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "church-api-test-"));
    const env = parseEnv({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      DEMO_MODE: "true",
      SERVE_APPS: "false",
      LOG_LEVEL: "silent",
      VALIDATE_RESPONSES: "true",
      APPS_DIR: join(dataDir, "apps"),
    });
    return bootstrap(env, pino({ level: "silent" }), await openTestDatabase());
  })();
  return current;
}

/** Empties the given tables (the test's own data), leaving accounts and sessions in place. */
export async function truncate(...tables: string[]): Promise<void> {
  const { deps } = await getTestApp();
  await deps.db.execute(sql.raw(`truncate ${tables.map((t) => `"${t}"`).join(", ")} cascade`));
}

export interface CallResult {
  status: number;
  headers: Headers;
  body: unknown;
}

/** Calls the app like a browser would; every error answer must have the one error shape. */
export async function call(
  method: string,
  path: string,
  options: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
): Promise<CallResult> {
  const { app } = await getTestApp();
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers["content-type"] ??= "application/json";
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
  }
  const response = await app.request(path, { method, headers, body });
  const type = response.headers.get("content-type") ?? "";
  const parsed = type.includes("application/json") ? await response.json() : await response.text();
  if (response.status >= 400) {
    expect(
      apiErrorSchema.safeParse(parsed).success,
      `error body of ${method} ${path}: ${JSON.stringify(parsed)}`,
    ).toBe(true);
  }
  expect(
    response.status,
    `${method} ${path} answered ${response.status}: ${JSON.stringify(parsed)}`,
  ).toBeLessThan(500);
  return { status: response.status, headers: response.headers, body: parsed };
}

/** The cookies a response sets, as a Cookie header value. */
export function cookiesFrom(headers: Headers, previous = ""): string {
  const jar = new Map<string, string>();
  for (const part of previous.split("; ").filter(Boolean)) {
    const [name, ...rest] = part.split("=");
    if (name) jar.set(name, rest.join("="));
  }
  for (const line of headers.getSetCookie()) {
    const [pair] = line.split(";");
    const [name, ...rest] = (pair ?? "").split("=");
    if (!name) continue;
    const value = rest.join("=");
    if (value === "" || /max-age=0/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
}

/** Signs in a seeded demo account of the role and returns its cookie header. */
export async function signIn(role: Role): Promise<string> {
  const { credentials } = await getTestApp();
  const account = credentials.find((c) => c.role === role);
  if (!account) throw new Error(`no demo account for ${role}`);
  const result = await call("POST", "/api/auth/login", {
    body: { email: account.email, password: account.password },
  });
  expect(result.status).toBe(200);
  return cookiesFrom(result.headers);
}
