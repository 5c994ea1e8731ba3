import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  articlesListResponseSchema,
  audioServicesResponseSchema,
  calendarDate,
  eventsListResponseSchema,
  liveStreamDefaults,
  videosListResponseSchema,
} from "@church/contracts";
import { sampleEventIds } from "@church/contracts/seed";
import { count, eq } from "drizzle-orm";
import pino from "pino";
import Parser from "rss-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Bootstrapped, bootstrap } from "../../bootstrap.ts";
import { parseEnv } from "../../env.ts";
import { openDatabase } from "../client.ts";
import {
  announcements,
  articles,
  audioServices,
  blogPosts,
  events,
  liveStream,
  partnerships,
  siteContent,
  socialMedia,
  videos,
} from "../schema.ts";
import { demoNote, demoTag } from "./demo/demo-note.ts";
import { seed } from "./index.ts";

const logger = pino({ level: "silent" });
const freshEnv = (demo: boolean) =>
  parseEnv({
    DATA_DIR: mkdtempSync(join(tmpdir(), "church-seed-content-")),
    DEMO_MODE: String(demo),
    SERVE_APPS: "false",
    LOG_LEVEL: "silent",
    READ_CACHE_MS: "0",
  });

describe("demo content seed (a fresh install in demo mode)", () => {
  let fresh: Bootstrapped;

  beforeAll(async () => {
    fresh = await bootstrap(freshEnv(true), logger, await openDatabase({}));
  });
  afterAll(async () => {
    await fresh.database.close();
  });

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fresh.app.request(path, { headers });
    expect(response.status, path).toBe(200);
    return response;
  };

  const counts = async () => {
    const { db } = fresh.database;
    const tables = [
      partnerships,
      audioServices,
      events,
      siteContent,
      articles,
      announcements,
      blogPosts,
      videos,
    ];
    return Promise.all(tables.map(async (table) => (await db.select({ n: count() }).from(table))[0]?.n));
  };

  it("loads the spec's samples and the demo content, each demo item marked as demo in both languages", async () => {
    // 3 partnerships, 6 sermons, 3 sample events + the weekly demo event, 15 site-content items,
    // 3 articles, 3 announcements, 3 blog posts, 6 videos.
    expect(await counts()).toEqual([3, 6, 4, 15, 3, 3, 3, 6]);
    const { db } = fresh.database;

    const today = calendarDate(new Date(), "America/New_York");
    const rows = await db.select().from(events);
    expect(rows.every((e) => e.date >= today && e.status === "published")).toBe(true);
    expect(rows.filter((e) => e.repeat === "weekly").map((e) => e.slug)).toEqual(
      expect.arrayContaining(["sunday-worship-service", "youth-fellowship-night"]),
    );

    for (const table of [articles, announcements, blogPosts]) {
      for (const row of await db.select().from(table)) {
        expect(row.tags).toContain(demoTag);
        expect(row.content).toContain(demoNote.en);
        expect(row.translations.sw?.content).toContain(demoNote.sw);
        expect(row.translations.sw?.title).toBeTruthy();
      }
    }
    for (const row of await db.select().from(videos)) {
      expect(row.description).toContain(demoNote.en);
      expect(row.translations.sw?.description).toContain(demoNote.sw);
      expect(row.thumbnailUrl).toMatch(/^\/images\/videos\/demo-video-\d\.svg$/);
    }

    const [stream] = await db.select().from(liveStream);
    expect(stream).toMatchObject({
      schedule: [{ day: 0, start: "15:00", end: "18:00" }],
      override: null,
      viewerCount: 0,
      streamTitle: "Sunday Worship Service",
      nextStreamTime: "Sunday 3:00 PM - 6:00 PM EST",
      streamDescription: liveStreamDefaults.streamDescription,
      translations: {
        sw: { streamTitle: "Ibada ya Jumapili", streamDescription: expect.stringContaining("Jumapili") },
      },
    });
    const [social] = await db.select().from(socialMedia);
    expect(social).toMatchObject({ instagram: null, instagramEnabled: false, whatsappEnabled: false });
  });

  it("gives every sample sermon a stored spoken recording that plays, seeks and downloads", async () => {
    const list = audioServicesResponseSchema.parse(await (await get("/api/audio-services")).json());
    expect(list.audioServices).toHaveLength(6);
    expect(list.audioServices.find((a) => a.title === "Walking in the Light")).toMatchObject({
      speaker: "Pastor Samuel Mwangi",
      mimeType: "audio/mpeg",
    });
    for (const sermon of list.audioServices) {
      // The length is the file's own (about half a minute), read as for an upload.
      const [minutes, seconds] = sermon.duration.split(":").map(Number);
      expect((minutes ?? 0) * 60 + (seconds ?? 0), sermon.title).toBeGreaterThanOrEqual(20);
      expect(sermon.fileSizeBytes).toBeGreaterThan(20_000);

      const whole = await get(sermon.audioUrl);
      expect(whole.headers.get("content-type")).toBe("audio/mpeg");
      const bytes = new Uint8Array(await whole.arrayBuffer());
      expect(bytes.length).toBe(sermon.fileSizeBytes);
      expect(String.fromCharCode(...bytes.slice(0, 3))).toBe("ID3");

      const part = await fresh.app.request(sermon.audioUrl, { headers: { range: "bytes=100-199" } });
      expect(part.status).toBe(206);
      expect((await part.arrayBuffer()).byteLength).toBe(100);

      const download = await get(sermon.downloadUrl);
      expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename=".+\.mp3"/);
    }
  });

  it("fills both podcast feeds and every public list in both languages", async () => {
    const parser = new Parser();
    for (const path of ["/api/podcast.xml", "/api/podcast/sw.xml"]) {
      const feed = await parser.parseString(
        await (await get(path, { host: "amani-friends.example" })).text(),
      );
      expect(feed.items, path).toHaveLength(6);
      expect(feed.items.every((item) => item.enclosure?.type === "audio/mpeg")).toBe(true);
    }
    const swahili = await parser.parseString(await (await get("/api/podcast/sw.xml")).text());
    expect(swahili.items.map((item) => item.title)).toContain("Kutembea Nuruni");

    const articleList = articlesListResponseSchema.parse(await (await get("/api/articles")).json());
    expect(articleList.articles.map((a) => a.translations?.sw?.title)).toContain(
      "Kwa Nini Tunasubiri kwa Ukimya",
    );
    expect(articleList.articles.some((a) => a.featured)).toBe(true);
    for (const category of ["recent-service", "faith-joy-celebration"]) {
      const list = videosListResponseSchema.parse(
        await (await get(`/api/videos?category=${category}`)).json(),
      );
      expect(list.videos, category).toHaveLength(3);
    }
    const upcoming = eventsListResponseSchema.parse(await (await get("/api/events?upcoming=true")).json());
    expect(upcoming.events.map((e) => e.title)).toContain("Youth Fellowship Night");
    for (const path of ["/api/announcements", "/api/blog-posts", "/api/partnerships"]) {
      const body = (await (await get(path)).json()) as Record<string, unknown[]>;
      expect(Object.values(body)[0]?.length, path).toBeGreaterThanOrEqual(3);
    }
  });

  it("does not bring back deleted items on a later start", async () => {
    const { db } = fresh.database;
    const storage = fresh.deps.storage;
    const env = fresh.deps.env;
    await db.delete(events).where(eq(events.id, sampleEventIds.foodDrive));
    await db.delete(siteContent).where(eq(siteContent.key, "mission"));
    await db.delete(partnerships);
    await db.delete(articles);
    await seed(db, env, logger, storage);
    await seed(db, env, logger, storage);
    expect(await counts()).toEqual([0, 6, 3, 14, 0, 3, 3, 6]);
  });
});

describe("outside demo mode", () => {
  it("seeds no content at all", async () => {
    const database = await openDatabase({});
    await database.migrate();
    const env = freshEnv(false);
    const { createLocalStorage } = await import("../../services/storage/local-storage.ts");
    await seed(database.db, env, logger, createLocalStorage(join(env.DATA_DIR, "uploads")));
    for (const table of [audioServices, events, articles, announcements, blogPosts, videos, siteContent]) {
      expect((await database.db.select({ n: count() }).from(table))[0]?.n).toBe(0);
    }
    await database.close();
  });
});
