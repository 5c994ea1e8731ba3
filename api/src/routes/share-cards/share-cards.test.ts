import { churchInfo } from "@church/contracts";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { blogPosts, events } from "../../db/schema.ts";
import { cardTree, type Node } from "../../services/share-cards/draw-card.ts";
import { getTestApp, testDriver, truncate } from "../../test/test-app.ts";

async function get(path: string) {
  const { app } = await getTestApp();
  const response = await app.request(path);
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    cache: response.headers.get("cache-control"),
    body: Buffer.from(await response.arrayBuffer()),
  };
}

/** The width and height of a PNG, from its IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });
const isPng = (png: Buffer) => png.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));

/** Every text of a card's tree, in order. */
const texts = (node: Node): string[] =>
  typeof node.props.children === "string"
    ? [node.props.children]
    : (node.props.children ?? []).flatMap(texts);

describe(`share cards [${testDriver}]`, () => {
  beforeEach(async () => {
    await truncate("events", "blog_posts");
    const { deps } = await getTestApp();
    await deps.db.insert(events).values([
      {
        slug: "harvest-dinner",
        title: "Harvest Dinner",
        description: "Food and fellowship.",
        date: "2026-11-26",
        time: "5:00 PM",
        location: "Fellowship Hall",
        status: "published",
        translations: { sw: { title: "Chakula cha Mavuno", location: "Ukumbi wa Ushirika" } },
      },
      {
        slug: "draft-retreat",
        title: "Retreat (draft)",
        description: "-",
        date: "2026-12-05",
        time: "",
        location: "-",
        status: "draft",
      },
    ]);
  });

  it("draws a published event's card as a 1200x630 PNG, different in each language, cached for an hour", async () => {
    const en = await get("/api/share-cards/events/harvest-dinner");
    expect(en.status).toBe(200);
    expect(en.type).toBe("image/png");
    expect(en.cache).toBe("public, max-age=3600");
    expect(isPng(en.body)).toBe(true);
    expect(pngSize(en.body)).toEqual({ width: 1200, height: 630 });
    const sw = await get("/api/share-cards/events/harvest-dinner?lang=sw");
    expect(sw.status).toBe(200);
    expect(sw.body.equals(en.body)).toBe(false);
    // Asked again, the same picture.
    expect((await get("/api/share-cards/events/harvest-dinner?lang=sw")).body.equals(sw.body)).toBe(true);
  });

  it("is redrawn when the item changes", async () => {
    const before = await get("/api/share-cards/events/harvest-dinner");
    const { deps } = await getTestApp();
    await deps.db
      .update(events)
      .set({ title: "Harvest Dinner and Hymn Sing", updatedAt: new Date(Date.now() + 1000) })
      .where(eq(events.slug, "harvest-dinner"));
    const after = await get("/api/share-cards/events/harvest-dinner");
    expect(after.status).toBe(200);
    expect(after.body.equals(before.body)).toBe(false);
  });

  it("answers 404 for a draft, an unknown item or an id that is no id, and 400 naming a bad kind or language", async () => {
    expect((await get("/api/share-cards/events/draft-retreat")).status).toBe(404);
    expect((await get("/api/share-cards/events/no-such-event")).status).toBe(404);
    expect((await get("/api/share-cards/blog/not-a-uuid")).status).toBe(404);
    const { deps } = await getTestApp();
    const [draft] = await deps.db
      .insert(blogPosts)
      .values({ title: "Unpublished thoughts", content: "<p>-</p>", status: "draft" })
      .returning();
    expect((await get(`/api/share-cards/blog/${draft?.id}`)).status).toBe(404);
    const kind = await get("/api/share-cards/people/harvest-dinner");
    expect(kind.status).toBe(400);
    expect(kind.body.toString()).toContain("kind");
    const lang = await get("/api/share-cards/events/harvest-dinner?lang=fr");
    expect(lang.status).toBe(400);
    expect(lang.body.toString()).toContain("lang");
  });

  it("writes the title, the date with its weekday, the time in Buffalo's zone and the church's name in the card's language", () => {
    const card = {
      kind: "events",
      title: "Harvest Dinner",
      date: "2026-11-26",
      detail: "5:00 PM EST",
    } as const;
    expect(texts(cardTree({ ...card, language: "en" }))).toEqual([
      "Event",
      "Harvest Dinner",
      "Thursday, November 26, 2026",
      "5:00 PM EST",
      churchInfo.name,
      "Buffalo, NY",
    ]);
    expect(texts(cardTree({ ...card, language: "sw", title: "Chakula cha Mavuno" }))).toEqual([
      "Tukio",
      "Chakula cha Mavuno",
      "Alhamisi, 26 Novemba 2026",
      "5:00 PM EST",
      churchInfo.nameSw,
      "Buffalo, NY",
    ]);
    const long = `${"A ".repeat(80)}very long title`;
    const [, title] = texts(cardTree({ ...card, language: "en", title: long }));
    expect(title?.length).toBeLessThanOrEqual(111);
    expect(title?.endsWith("…")).toBe(true);
  });
});
