import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { parseEnv } from "../env.ts";
import { verifyPassword } from "../services/auth/password.ts";
import { createLocalStorage } from "../services/storage/local-storage.ts";
import { openDatabase } from "./client.ts";
import { churchRecords, users } from "./schema.ts";
import { seed } from "./seed/index.ts";

// Opening on-disk PGlite and hashing several passwords is slow on a busy 2-core machine.
describe("embedded database (PGlite in a data folder)", { timeout: 120_000 }, () => {
  it("keeps what was written across a restart, and migrating twice changes nothing", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "church-pglite-"));
    const first = await openDatabase({ dataDir });
    await first.migrate();
    await first.db
      .insert(churchRecords)
      .values({ date: "2026-01-04", attendance: 51, tithesCents: 12345, offeringsCents: 678 });
    await first.close();

    const second = await openDatabase({ dataDir });
    await second.migrate();
    const rows = await second.db.select().from(churchRecords);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ date: "2026-01-04", attendance: 51, tithesCents: 12345 });
    await second.close();
  });

  it("creates the first admin from SEED_ADMIN_EMAIL once, and demo accounts only in demo mode", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "church-seed-"));
    const database = await openDatabase({});
    await database.migrate();
    const env = parseEnv({
      DATA_DIR: dataDir,
      DEMO_MODE: "false",
      SEED_ADMIN_EMAIL: "clerk@friends.example.org",
      SEED_ADMIN_PASSWORD: "a-long-first-password",
    });
    const logger = pino({ level: "silent" });
    const storage = createLocalStorage(join(dataDir, "uploads"));
    expect(await seed(database.db, env, logger, storage)).toEqual([]);
    expect(await seed(database.db, env, logger, storage)).toEqual([]);
    const all = await database.db.select().from(users);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ email: "clerk@friends.example.org", role: "admin", status: "active" });
    expect(await verifyPassword("a-long-first-password", all[0]?.passwordHash ?? "")).toBe(true);

    const demo = await seed(database.db, { ...env, DEMO_MODE: true }, logger, storage);
    expect(demo.map((c) => c.role).sort()).toEqual(["admin", "content_editor", "pastor", "usher"]);
    for (const credential of demo) {
      const [row] = await database.db.select().from(users).where(eq(users.email, credential.email));
      expect(await verifyPassword(credential.password, row?.passwordHash ?? "")).toBe(true);
    }
    // A restart prints the same demo passwords (kept in the data folder), without new accounts.
    expect(await seed(database.db, { ...env, DEMO_MODE: true }, logger, storage)).toEqual(demo);
    expect(await database.db.select().from(users)).toHaveLength(5);
    await database.close();
  });
});
