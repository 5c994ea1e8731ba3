import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pino from "pino";
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { bootstrap } from "./bootstrap.ts";
import { parseEnv } from "./env.ts";

const base = process.env.TEST_DATABASE_URL;

/** Several API instances starting at once on one empty PostgreSQL database (a deploy of 2+ replicas). */
describe.skipIf(!base)("start-up of several instances together [postgres]", () => {
  it("migrates and seeds once: both start, the demo accounts and content exist once", async () => {
    const name = `church_boot_${process.pid}`;
    const admin = postgres(base ?? "", { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.unsafe(`create database ${name}`);
    const url = new URL(base ?? "");
    url.pathname = `/${name}`;
    const envFor = () => {
      const dataDir = mkdtempSync(join(tmpdir(), "church-boot-"));
      return parseEnv({
        NODE_ENV: "test",
        DATABASE_URL: url.toString(),
        DEMO_MODE: "true",
        DATA_DIR: dataDir,
        SERVE_APPS: "false",
        LOG_LEVEL: "silent",
        APPS_DIR: join(dataDir, "apps"),
      });
    };
    const logger = pino({ level: "silent" });
    const started = await Promise.allSettled([bootstrap(envFor(), logger), bootstrap(envFor(), logger)]);
    try {
      expect(started.map((s) => (s.status === "rejected" ? String(s.reason) : "ok"))).toEqual(["ok", "ok"]);
      const [first] = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
      const db = first?.deps.db;
      if (!db) throw new Error("no instance started");
      const count = async (query: ReturnType<typeof sql>) =>
        Number(((await db.execute<{ n: number }>(query)) as unknown as Array<{ n: number }>)[0]?.n);
      expect(
        await count(sql`select count(*)::int as n from users where email like '%@demo.church.test'`),
      ).toBe(4);
      expect(
        await count(sql`select count(*)::int as n from app_settings where key = 'demo_content_seeded'`),
      ).toBe(1);
      expect(await count(sql`select count(*)::int as n from partnerships`)).toBe(3);
    } finally {
      for (const s of started) if (s.status === "fulfilled") await s.value.database.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 60_000);
});
