import { execFile } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { mkdir, readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { openDatabase } from "@church/api/src/db/client.ts";
import { seed } from "@church/api/src/db/seed/index.ts";
import { parseEnv } from "@church/api/src/env.ts";
import { createLocalStorage } from "@church/api/src/services/storage/local-storage.ts";
import pino from "pino";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fillEmptyTables, listTables, qualified, type TableName } from "./fill-tables.ts";

/**
 * infra/backup/backup.sh and restore.sh on PostgreSQL (TEST_DATABASE_URL; `.ci/run` sets it): a fresh
 * database migrated and seeded by the API's own code, with a row in every table, is backed up and
 * restored into a second fresh database, where every row is found again, and the media with it.
 */
const base = process.env.TEST_DATABASE_URL;
const run = promisify(execFile);
const scripts = fileURLToPath(new URL("../../backup/", import.meta.url));

const urlOf = (name: string) => {
  const url = new URL(base ?? "postgres://localhost");
  url.pathname = `/${name}`;
  return url.toString();
};

/** Row count and a checksum of every row's text, per table. */
async function snapshot(url: string): Promise<Record<TableName, { rows: number; checksum: string }>> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const result: Record<TableName, { rows: number; checksum: string }> = {};
    for (const table of await listTables(sql)) {
      const [row] = await sql.unsafe<{ rows: number; checksum: string | null }[]>(
        `select count(*)::int as rows, md5(string_agg(t::text, E'\\n' order by t::text)) as checksum
         from ${qualified(table)} t`,
      );
      result[table] = { rows: row?.rows ?? 0, checksum: row?.checksum ?? "" };
    }
    return result;
  } finally {
    await sql.end();
  }
}

/** Every file under a folder with its bytes, by relative path. */
async function files(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = join(entry.parentPath, entry.name);
    out[relative(dir, full)] = (await readFile(full)).toString("base64");
  }
  return out;
}

describe.skipIf(!base)("backup and restore on PostgreSQL", () => {
  const suffix = `${process.pid}_${Date.now().toString(36)}`;
  const source = `church_backup_src_${suffix}`;
  const target = `church_backup_dst_${suffix}`;
  const work = mkdtempSync(join(tmpdir(), "church-backup-test-"));
  const media = join(work, "uploads");
  const backups = join(work, "backups");
  let admin: postgres.Sql;
  let backupDir = "";

  beforeAll(async () => {
    admin = postgres(base as string, { max: 1, onnotice: () => {} });
    for (const name of [source, target]) await admin.unsafe(`create database ${name}`);

    // The API's migrations and seed (demo content and one account per role), as a first start does.
    const database = await openDatabase({ url: urlOf(source), poolMax: 2 });
    await database.migrate();
    const env = parseEnv({
      NODE_ENV: "test",
      DATABASE_URL: urlOf(source),
      DATA_DIR: join(work, "data"),
      DEMO_MODE: "true",
      LOG_LEVEL: "silent",
    });
    // The demo sermons' recordings land in the media folder, as in DATA_DIR/uploads.
    await seed(database.db, env, pino({ level: "silent" }), createLocalStorage(media));
    await database.close();

    // The tables the seed leaves empty (sessions, donations, outbox, ...) get a row each.
    const sql = postgres(urlOf(source), { max: 1, onnotice: () => {} });
    try {
      // A relationship is between two people: two of them first, so it can name both.
      const [first, second] = [randomUUID(), randomUUID()];
      await sql`insert into people (id, given_name) values (${first}, 'Amina'), (${second}, 'Baraka')`;
      await fillEmptyTables(sql, {
        "public.videos": { youtube_id: "dQw4w9WgXcQ" },
        // A consent is for an RSVP or a meeting request, not both.
        "public.text_consents": { meeting_request_id: null },
        "public.person_relationships": { from_person_id: first, to_person_id: second },
        // An open batch (a closed one has its time), a cash gift (no reference).
        "public.offering_batches": { closed_at: null },
        "public.offering_entries": { reference: null, corrects_entry_id: null },
        // A visit is on a person or a household; a plain note is on a visit or a person, its text in
        // clear and nothing sealed.
        "public.pastoral_visits": { household_id: null },
        // Open hours end after they start (the filler's sample texts would not); a reminder goes to
        // an e-mail address or a phone, not both.
        "public.pastor_weekly_hours": { start_time: "09:00", end_time: "17:00" },
        "public.stream_reminders": { phone: null, channel: null, consent_wording: null },
        "public.pastoral_notes": {
          person_id: null,
          ciphertext: null,
          iv: null,
          auth_tag: null,
          key_id: null,
        },
      });
    } finally {
      await sql.end();
    }

    // Media as the API stores it on local disk (DATA_DIR/uploads/audio/<key>).
    await mkdir(join(media, "audio"), { recursive: true });
    writeFileSync(join(media, "audio", "sermon-1.mp3"), randomBytes(256 * 1024));
    writeFileSync(join(media, "audio", "sermon 2 (Kiswahili).ogg"), randomBytes(1000));
  });

  afterAll(async () => {
    if (admin) {
      for (const name of [source, target]) await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
    rmSync(work, { recursive: true, force: true });
  });

  it("backs up a database with a row in every table, and its media", async () => {
    const before = await snapshot(urlOf(source));
    const tables = Object.keys(before);
    expect(tables).toContain("public.users");
    expect(tables).toContain("drizzle.__drizzle_migrations");
    for (const table of tables)
      expect({ table, rows: before[table as TableName]?.rows }).not.toMatchObject({ rows: 0 });

    const { stdout } = await run("bash", [join(scripts, "backup.sh"), backups], {
      env: { ...process.env, DATABASE_URL: urlOf(source), MEDIA_DIR: media, BACKUP_NAME: "test-backup" },
    });
    backupDir = stdout.trim().split("\n").at(-1) ?? "";
    expect(backupDir).toBe(join(backups, "test-backup"));
    const sums = readFileSync(join(backupDir, "SHA256SUMS"), "utf8");
    expect(sums).toContain("./database.dump");
    expect(sums).toContain("./media/audio/sermon-1.mp3");
  });

  it("restores it into a fresh database where every row of every table is found", async () => {
    const restoredMedia = join(work, "restored-uploads");
    await run("bash", [join(scripts, "restore.sh"), backupDir], {
      env: { ...process.env, DATABASE_URL: urlOf(target), MEDIA_DIR: restoredMedia },
    });
    const before = await snapshot(urlOf(source));
    const after = await snapshot(urlOf(target));
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const table of Object.keys(before) as TableName[]) {
      expect({ table, ...after[table] }).toEqual({ table, ...before[table] });
    }
    expect(await files(restoredMedia)).toEqual(await files(media));
  });

  it("refuses to restore over a database that has tables, and leaves it as it was", async () => {
    const before = await snapshot(urlOf(target));
    await expect(
      run("bash", [join(scripts, "restore.sh"), backupDir], {
        env: { ...process.env, DATABASE_URL: urlOf(target), MEDIA_DIR: join(work, "other") },
      }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining("already has") });
    expect(await snapshot(urlOf(target))).toEqual(before);
  });

  it("refuses a damaged backup before touching the database", async () => {
    const empty = `church_backup_empty_${suffix}`;
    await admin.unsafe(`create database ${empty}`);
    try {
      const file = join(backupDir, "media", "audio", "sermon-1.mp3");
      const bytes = readFileSync(file);
      bytes[100] = (bytes[100] ?? 0) ^ 0xff;
      writeFileSync(file, bytes);
      await expect(
        run("bash", [join(scripts, "restore.sh"), backupDir], {
          env: { ...process.env, DATABASE_URL: urlOf(empty), MEDIA_DIR: join(work, "other") },
        }),
      ).rejects.toMatchObject({ stderr: expect.stringContaining("damaged") });
      expect(Object.keys(await snapshot(urlOf(empty)))).toEqual([]);
    } finally {
      await admin.unsafe(`drop database if exists ${empty} with (force)`);
    }
  });
});
