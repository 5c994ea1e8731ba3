import {
  addDays,
  type SearchResult,
  searchExamples,
  searchMessages,
  searchResponseSchema,
} from "@church/contracts";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedDemoContent } from "../../db/seed/demo/demo-content.ts";
import { seedContent } from "../../db/seed/seed-content.ts";
import { churchToday } from "../../services/events/events.model.ts";
import { call, getTestApp, signIn, testDriver, truncate } from "../../test/test-app.ts";

const article = {
  title: "Peace Testimony",
  excerpt: "Why Friends refuse violence.",
  content: "<p>Blessed are the peacemakers.</p>",
  date: "2026-10-12",
  tags: ["peace"],
  status: "published",
  translations: { sw: { title: "Ushuhuda wa Amani", excerpt: "Kwa nini Marafiki wanakataa vurugu." } },
};

const contentTables = ["articles", "announcements", "events", "blog_posts", "videos", "audio_services"];

const search = async (query: string) => {
  const result = await call("GET", `/api/search?${query}`);
  expect(result.status).toBe(200);
  return searchResponseSchema.parse(result.body);
};
const q = (text: string, language = "en") => search(`q=${encodeURIComponent(text)}&language=${language}`);
/** The words a result shows as matched, in its title and excerpt. */
const marked = (result: SearchResult) =>
  [...result.highlight.title, ...result.highlight.excerpt]
    .filter((run) => run.match)
    .map((run) => run.text.toLowerCase());

describe(`search [${testDriver}]`, () => {
  let editor: string;
  beforeAll(async () => {
    editor = await signIn("content_editor");
  });

  const post = async (path: string, body: unknown) =>
    expect((await call("POST", path, { cookie: editor, body })).status).toBe(201);

  describe("content", () => {
    beforeEach(async () => {
      await truncate(...contentTables);
    });

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

      const found = await q("PEACE");
      const content = found.results.filter((r) => r.type !== "page");
      expect(content.map((r) => [r.type, r.title]).sort()).toEqual(
        [
          ["announcement", "Peace vigil"],
          ["article", "Peace Testimony"],
          ["blog-post", "Notes"],
          ["event", "Peace Walk"],
          ["video", "Prince of Peace"],
        ].sort(),
      );
      expect(content.find((r) => r.type === "article")?.url).toBe("/articles/peace-testimony");
      // Pages about the peace testimony are found too (programs, faith & practice).
      expect(found.results.filter((r) => r.type === "page").map((r) => r.url)).toContain(
        "/about/faith-practice",
      );
      expect(found.total).toBe(found.results.length);
      const two = await search("q=peace&limit=2");
      expect(two.results).toHaveLength(2);
      expect(two.total).toBe(found.total);
    });

    it("ranks a title match above a mention, and marks the matched words", async () => {
      await post("/api/articles", {
        ...article,
        title: "Notes from the week",
        excerpt: "We talked about peace.",
        tags: [],
      });
      await post("/api/articles", { ...article, title: "Peace in the city", excerpt: "A walk.", tags: [] });
      const found = (await q("peace")).results.filter((r) => r.type === "article");
      expect(found.map((r) => r.title)).toEqual(["Peace in the city", "Notes from the week"]);
      expect(found[0]?.highlight.title).toEqual([
        { text: "Peace", match: true },
        { text: " in the city", match: false },
      ]);
      expect(found[1]?.highlight.excerpt).toEqual([
        { text: "We talked about ", match: false },
        { text: "peace", match: true },
        { text: ".", match: false },
      ]);
    });

    it("matches Swahili text and answers in the asked language", async () => {
      await post("/api/articles", article);
      const swahili = (await q("amani", "sw")).results.filter((r) => r.type === "article");
      expect(swahili.map((r) => r.title)).toEqual(["Ushuhuda wa Amani"]);
      expect(marked(swahili[0] ?? never())).toEqual(["amani"]);
      const english = (await q("amani")).results.filter((r) => r.type === "article");
      expect(english.map((r) => r.title)).toEqual(["Peace Testimony"]);
      expect((await q("zzzz")).results).toEqual([]);
    });

    it("matches other forms of a word in both languages", async () => {
      await post("/api/articles", {
        ...article,
        title: "Praying together",
        excerpt: "Young people lead.",
        tags: [],
      });
      await post("/api/announcements", {
        title: "Kids' choir",
        category: "Music",
        summary: "Rehearsal on Friday.",
        content: "<p>x</p>",
        date: "2026-11-01",
        status: "published",
        translations: { sw: { title: "Kwaya ya watoto", summary: "Mazoezi Ijumaa." } },
      });
      // English stems: "prayed" and "praying" share "pray".
      expect((await q("prayed")).results.map((r) => r.title)).toContain("Praying together");
      // Swahili noun classes: mtoto (a child) finds watoto (children), in either language's answer.
      expect((await q("mtoto", "sw")).results.map((r) => r.title)).toContain("Kwaya ya watoto");
      expect(
        marked((await q("mtoto", "sw")).results.find((r) => r.type === "announcement") ?? never()),
      ).toEqual(["watoto"]);
    });

    it("answers a query of punctuation or stop words with no results, never an error", async () => {
      expect((await q("!!! ???")).results).toEqual([]);
      expect((await q("the")).total).toBe(0);
      expect((await q("'\":*&|")).results).toEqual([]);
    });
  });

  describe("the site's pages, beside the demo content", () => {
    beforeAll(async () => {
      const { deps } = await getTestApp();
      await truncate(...contentTables, "partnerships", "site_content");
      await seedContent(deps.db);
      await seedDemoContent(deps.db);
    });

    const expectations: Array<[string, string, string]> = [
      ["youth", "en", "/programs/youth"],
      ["parking", "en", "/join-in-person"],
      ["giving", "en", "/give"],
      ["service times", "en", "/worship/times"],
      ["location", "en", "/contact"],
      ["programs", "en", "/programs"],
      ["vijana", "sw", "/programs/youth"],
      ["maegesho", "sw", "/join-in-person"],
      ["sadaka", "sw", "/give"],
      ["kutoa", "sw", "/give"],
      ["nyakati za ibada", "sw", "/worship/times"],
      ["anwani", "sw", "/contact"],
      // Other word forms: plural, past tense, singular of a Swahili class.
      ["youths", "en", "/programs/youth"],
      ["parked", "en", "/join-in-person"],
      ["donations", "en", "/give"],
      ["kijana", "sw", "/programs/youth"],
    ];
    it.each(expectations)("%s (%s) finds %s first", async (text, language, url) => {
      const found = await q(text, language);
      expect(found.results[0]?.url, JSON.stringify(found.results.slice(0, 3).map((r) => r.url))).toBe(url);
      expect(found.results[0]?.type).toBe("page");
    });

    it("shows a page in the asked language with its words marked", async () => {
      const [english] = (await q("parking")).results;
      expect(english?.title).toBe("Join Us In Person");
      expect(marked(english ?? never())).toContain("parking");
      const [swahili] = (await q("maegesho", "sw")).results;
      expect(swahili?.title).toBe("Jiunge Nasi Ana kwa Ana");
      expect(marked(swahili ?? never())).toContain("maegesho");
      // Found in English, shown in Swahili: the answer follows the asked language, not the query's.
      expect((await q("parking", "sw")).results[0]?.title).toBe("Jiunge Nasi Ana kwa Ana");
    });

    it("finds content too: the demo's parking notice and youth night come after the page", async () => {
      expect((await q("parking")).results.map((r) => r.url)).toContain("/announcements/parking-lot-repairs");
      const youth = await q("youth");
      expect(youth.results.find((r) => r.type === "event")?.title).toBe("Youth Fellowship Night");
    });
  });

  describe("the examples the search page suggests", () => {
    it.each(["en", "sw"] as const)(
      "each finds something in %s, even on a site without content",
      async (language) => {
        await truncate(...contentTables);
        for (const example of searchExamples[language]) {
          expect((await q(example, language)).total, example).toBeGreaterThan(0);
        }
      },
    );
  });

  it("asks for a search term", async () => {
    const empty = await call("GET", "/api/search?q=%20");
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ error: { fields: { "query.q": searchMessages.queryRequired } } });
  });
});

function never(): never {
  throw new Error("expected a result");
}
