import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { calendarDate, liveStreamDefaults, sampleEventIds } from "@church/contracts";
import { count, eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../../env.ts";
import { type Database, openDatabase } from "../client.ts";
import { audioServices, events, liveStream, partnerships, siteContent, socialMedia } from "../schema.ts";
import { seed } from "./index.ts";

describe("demo content seed", () => {
  let database: Database;
  const env = parseEnv({ DATA_DIR: mkdtempSync(join(tmpdir(), "church-seed-content-")), DEMO_MODE: "true" });
  const logger = pino({ level: "silent" });

  beforeAll(async () => {
    database = await openDatabase({});
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
  });

  const counts = async () => {
    const { db } = database;
    const [[p], [a], [e], [s]] = await Promise.all([
      db.select({ n: count() }).from(partnerships),
      db.select({ n: count() }).from(audioServices),
      db.select({ n: count() }).from(events),
      db.select({ n: count() }).from(siteContent),
    ]);
    return [p?.n, a?.n, e?.n, s?.n];
  };

  it("loads 3 partnerships, 6 sermons, 3 upcoming events and 15 site-content items on the first start", async () => {
    await seed(database.db, env, logger);
    expect(await counts()).toEqual([3, 6, 3, 15]);

    const today = calendarDate(new Date(), "America/New_York");
    const rows = await database.db.select().from(events);
    expect(rows.every((e) => e.date >= today && e.status === "published")).toBe(true);
    const sermon = await database.db
      .select()
      .from(audioServices)
      .where(eq(audioServices.title, "Walking in the Light"));
    expect(sermon[0]).toMatchObject({
      durationSeconds: 18 * 60 + 42,
      fileKey: null,
      speaker: "Pastor Samuel Mwangi",
    });

    const [stream] = await database.db.select().from(liveStream);
    expect(stream).toMatchObject({
      isLive: false,
      viewerCount: 0,
      streamTitle: "Sunday Worship Service",
      nextStreamTime: "Sunday 3:00 PM - 6:00 PM EST",
      streamDescription: liveStreamDefaults.streamDescription,
    });
    const [social] = await database.db.select().from(socialMedia);
    expect(social).toMatchObject({ instagram: null, instagramEnabled: false, whatsappEnabled: false });
  });

  it("does not bring back deleted items on a later start", async () => {
    await database.db.delete(events).where(eq(events.id, sampleEventIds.foodDrive));
    await database.db.delete(siteContent).where(eq(siteContent.key, "mission"));
    await database.db.delete(partnerships);
    await seed(database.db, env, logger);
    await seed(database.db, env, logger);
    expect(await counts()).toEqual([0, 6, 2, 14]);
  });
});
