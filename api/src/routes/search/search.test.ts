import { addDays, searchMessages, searchResponseSchema } from "@church/contracts";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { call, signIn, testDriver, truncate } from "../../test/test-app.ts";
import { churchToday } from "../events/events.handlers.ts";

const article = {
  title: "Peace Testimony",
  excerpt: "Why Friends refuse violence.",
  content: "<p>Blessed are the peacemakers.</p>",
  date: "2026-10-12",
  tags: ["peace"],
  status: "published",
  translations: { sw: { title: "Ushuhuda wa Amani", excerpt: "Kwa nini Marafiki wanakataa vurugu." } },
};

describe(`search [${testDriver}]`, () => {
  let editor: string;
  beforeAll(async () => {
    editor = await signIn("content_editor");
  });
  beforeEach(async () => {
    await truncate("articles", "announcements", "events", "blog_posts", "videos", "audio_services");
  });

  const search = async (query: string) => {
    const result = await call("GET", `/api/search?${query}`);
    expect(result.status).toBe(200);
    return searchResponseSchema.parse(result.body);
  };
  const post = async (path: string, body: unknown) =>
    expect((await call("POST", path, { cookie: editor, body })).status).toBe(201);

  it("finds published items of every kind and never drafts or expired announcements", async () => {
    await post("/api/articles", article);
    await post("/api/articles", { ...article, title: "Peace draft", status: "draft" });
    await post("/api/announcements", {
      title: "Peace vigil",
      category: "Prayer",
      summary: "Candles at dusk.",
      content: "<p>All welcome.</p>",
      date: "2026-11-01",
      status: "published",
    });
    await post("/api/announcements", {
      title: "Old peace notice",
      category: "Prayer",
      summary: "Gone.",
      content: "<p>x</p>",
      date: "2020-01-01",
      status: "published",
      expiresAt: "2020-01-02T00:00:00Z",
    });
    await post("/api/events", {
      title: "Peace Walk",
      description: "Walk through the west side.",
      date: addDays(churchToday(), 3),
      time: "2:00 PM",
      location: "Front steps",
    });
    await post("/api/videos", { title: "Prince of Peace", youtubeId: "aBcDeFgHiJk", date: "2026-11-01" });
    await post("/api/blog-posts", { title: "Notes", content: "x", tags: "peace", status: "published" });

    const found = await search("q=PEACE");
    expect(found.results.map((r) => [r.type, r.title])).toEqual([
      ["article", "Peace Testimony"],
      ["announcement", "Peace vigil"],
      ["event", "Peace Walk"],
      ["blog-post", "Notes"],
      ["video", "Prince of Peace"],
    ]);
    expect(found.total).toBe(5);
    expect(found.results[0]?.url).toBe("/articles/peace-testimony");
    expect((await search("q=peace&limit=2")).results).toHaveLength(2);
    expect((await search("q=peace&limit=2")).total).toBe(5);
  });

  it("matches Swahili text and answers in the asked language", async () => {
    await post("/api/articles", article);
    const swahili = await search("q=amani&language=sw");
    expect(swahili.results.map((r) => r.title)).toEqual(["Ushuhuda wa Amani"]);
    const english = await search("q=amani");
    expect(english.results.map((r) => r.title)).toEqual(["Peace Testimony"]);
    expect((await search("q=zzzz")).results).toEqual([]);
  });

  it("asks for a search term", async () => {
    const empty = await call("GET", "/api/search?q=%20");
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ error: { fields: { "query.q": searchMessages.queryRequired } } });
  });
});
