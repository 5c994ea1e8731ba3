import { churchInfo } from "@church/contracts";
import Parser from "rss-parser";
import { beforeEach, describe, expect, it } from "vitest";
import { audioServices } from "../../db/schema.ts";
import { call, getTestApp, testDriver, truncate } from "../../test/test-app.ts";
import { podcastTexts } from "./podcast.texts.ts";

const parser = new Parser({ customFields: { item: ["dc:creator"] } });

async function feed(path: string, headers: Record<string, string> = {}) {
  const { app } = await getTestApp();
  const response = await app.request(path, { headers: { host: "amani-friends.example", ...headers } });
  return { status: response.status, type: response.headers.get("content-type"), text: await response.text() };
}

const file = (n: number) => ({ fileKey: `audio/${n}.mp3`, fileName: `${n}.mp3`, mimeType: "audio/mpeg" });

describe(`podcast feeds [${testDriver}]`, () => {
  beforeEach(async () => {
    await truncate("audio_services");
    const { deps } = await getTestApp();
    await deps.db.insert(audioServices).values([
      {
        title: "Walking in the Light & Living <Simply>",
        description: "On simplicity and truth.",
        speaker: "Pastor Samuel Mwangi",
        date: "2026-11-15",
        durationSeconds: 1125,
        fileSizeBytes: 18_000_000,
        ...file(1),
        translations: { sw: { title: "Kutembea Nuruni", description: "Kuhusu usahili na kweli." } },
      },
      {
        title: "Prayer for the City",
        description: "A time of prayer.",
        speaker: "Elder Grace Achieng",
        category: "prayer",
        date: "2026-11-08",
        durationSeconds: 3725,
        fileSizeBytes: 9_500_000,
        ...file(2),
        mimeType: "audio/mp4",
      },
      // Not uploaded yet: nothing to enclose, so not in any feed.
      { title: "Upcoming sermon", description: "-", speaker: "Pastor Samuel Mwangi", date: "2026-11-22" },
    ]);
  });

  it("lists the recorded sermons, newest first, as an RSS feed podcast apps read", async () => {
    const result = await feed("/api/podcast.xml", { "x-forwarded-proto": "https" });
    expect(result.status).toBe(200);
    expect(result.type).toContain("application/rss+xml");
    const parsed = await parser.parseString(result.text);
    expect(parsed).toMatchObject({
      title: podcastTexts.en.title,
      description: podcastTexts.en.description,
      language: "en-us",
      link: "https://amani-friends.example/audio-services",
      image: { url: "https://amani-friends.example/images/social/logo-512.png" },
      itunes: {
        image: "https://amani-friends.example/images/social/logo-512.png",
        owner: { name: churchInfo.name, email: churchInfo.email },
        explicit: "false",
      },
    });
    expect(parsed.items.map((i) => i.title)).toEqual([
      "Walking in the Light & Living <Simply>",
      "Prayer for the City",
    ]);
    const [first, second] = parsed.items;
    expect(first).toMatchObject({
      "dc:creator": "Pastor Samuel Mwangi",
      itunes: { author: "Pastor Samuel Mwangi", duration: "00:18:45" },
      enclosure: { length: "18000000", type: "audio/mpeg" },
      guid: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(first?.enclosure?.url).toBe(
      `https://amani-friends.example/api/audio-services/${first?.guid}/file`,
    );
    // The Sunday service time in Buffalo: 3 PM EST is 20:00 UTC.
    expect(new Date(first?.pubDate ?? "").toISOString()).toBe("2026-11-15T20:00:00.000Z");
    expect(second).toMatchObject({
      itunes: { author: "Elder Grace Achieng", duration: "01:02:05" },
      enclosure: { length: "9500000", type: "audio/mp4" },
    });
  });

  it("gives a Swahili feed of the sermons with a Swahili title, in Swahili", async () => {
    const result = await feed("/api/podcast/sw.xml");
    expect(result.status).toBe(200);
    const parsed = await parser.parseString(result.text);
    expect(parsed).toMatchObject({ title: podcastTexts.sw.title, language: "sw" });
    expect(parsed.items).toHaveLength(1);
    expect(parsed.items[0]).toMatchObject({
      title: "Kutembea Nuruni",
      content: "Kuhusu usahili na kweli.",
      enclosure: {
        url: expect.stringMatching(/^http:\/\/amani-friends\.example\/api\/audio-services\/.+\/file$/),
      },
    });
  });

  it("answers 404 for the Swahili feed while no sermon has a Swahili title, and an empty English channel without recordings", async () => {
    await truncate("audio_services");
    const sw = await call("GET", "/api/podcast/sw.xml");
    expect(sw.status).toBe(404);
    expect(sw.body).toMatchObject({ error: { message: podcastTexts.sw.notFound } });
    const en = await feed("/api/podcast.xml");
    expect(en.status).toBe(200);
    expect((await parser.parseString(en.text)).items).toEqual([]);
  });
});
