import { articleMessages, articleResponseSchema, articlesListResponseSchema } from "@church/contracts";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { articles } from "../../db/schema.ts";
import { call, getTestApp, signIn, testDriver, truncate } from "../../test/test-app.ts";

const article = {
  title: "Listening for the Still Small Voice",
  excerpt: "What waiting worship teaches about hearing God.",
  content: "<p>In the silence we <strong>listen</strong>.</p>",
  author: "Elder Grace Achieng",
  date: "2026-11-09",
  category: "reflection",
  tags: "silence, worship",
  status: "published",
};

describe(`articles [${testDriver}]`, () => {
  let editor: string;
  beforeAll(async () => {
    editor = await signIn("content_editor");
  });
  beforeEach(async () => {
    await truncate("articles");
  });

  const create = async (body: Record<string, unknown>) => {
    const result = await call("POST", "/api/articles", { cookie: editor, body });
    expect(result.status).toBe(201);
    return articleResponseSchema.parse(result.body).article;
  };
  const publicList = async (query = "") =>
    articlesListResponseSchema.parse((await call("GET", `/api/articles${query}`)).body).articles;

  it("lets a content editor write; anonymous callers get 401", async () => {
    expect((await call("POST", "/api/articles", { body: article })).status).toBe(401);
    const saved = await create(article);
    expect(saved).toMatchObject({
      slug: "listening-for-the-still-small-voice",
      tags: ["silence", "worship"],
    });
    expect((await call("PUT", `/api/articles/${saved.id}`, { body: article })).status).toBe(401);
    expect((await call("DELETE", `/api/articles/${saved.id}`)).status).toBe(401);
  });

  it("shows published articles to the public and keeps drafts for staff", async () => {
    const published = await create(article);
    const draft = await create({ ...article, title: "Advent Reflections", status: "draft" });
    expect((await publicList()).map((a) => a.id)).toEqual([published.id]);
    expect((await call("GET", `/api/articles/${published.slug}`)).status).toBe(200);
    const hidden = await call("GET", `/api/articles/${draft.slug}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toMatchObject({ error: { message: articleMessages.notFoundTitle } });
    const admin = articlesListResponseSchema.parse(
      (await call("GET", "/api/admin/articles", { cookie: editor })).body,
    );
    expect(admin.articles.map((a) => a.id).sort()).toEqual([published.id, draft.id].sort());
    expect(draft.publishedAt).toBeNull();
    expect(published.publishedAt).not.toBeNull();
  });

  it("removes scripts and event handlers from the body before storing it", async () => {
    const saved = await create({
      ...article,
      content:
        '<p onclick="steal()">Hello<script>alert(1)</script></p><a href="javascript:alert(2)">x</a><img src="x.png" onerror="alert(3)"><iframe src="https://evil.example"></iframe>',
      translations: { sw: { content: "<p>Habari<script>alert(4)</script></p>" } },
    });
    const { deps } = await getTestApp();
    const [row] = await deps.db.select().from(articles).where(eq(articles.id, saved.id));
    for (const stored of [row?.content ?? "", row?.translations.sw?.content ?? ""]) {
      expect(stored).not.toMatch(/script|onclick|onerror|javascript:|iframe|alert/i);
    }
    expect(row?.content).toContain("<p>Hello</p>");
    expect(row?.translations.sw?.content).toBe("<p>Habari</p>");
  });

  it("derives a free slug from the title and refuses a typed slug that is taken", async () => {
    const first = await create(article);
    const second = await create(article);
    expect(second.slug).toBe(`${first.slug}-2`);
    const taken = await call("POST", "/api/articles", {
      cookie: editor,
      body: { ...article, slug: first.slug },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error: { fields: { slug: articleMessages.duplicateSlug } } });
    const renamed = await call("PUT", `/api/articles/${second.id}`, {
      cookie: editor,
      body: { ...article, slug: first.slug },
    });
    expect(renamed.status).toBe(409);
  });

  it("filters the public list by category, tag, featured and search text, newest first", async () => {
    const older = await create({ ...article, date: "2026-10-01", featured: true });
    const newer = await create({
      ...article,
      title: "From Uvira to Buffalo",
      author: "Pastor Samuel Mwangi",
      category: "story",
      tags: ["refugees"],
      date: "2026-11-01",
    });
    expect((await publicList()).map((a) => a.id)).toEqual([newer.id, older.id]);
    expect((await publicList("?category=story")).map((a) => a.id)).toEqual([newer.id]);
    expect((await publicList("?tag=silence")).map((a) => a.id)).toEqual([older.id]);
    expect((await publicList("?featured=true")).map((a) => a.id)).toEqual([older.id]);
    expect((await publicList("?q=mwangi")).map((a) => a.id)).toEqual([newer.id]);
    expect(await publicList("?q=100%25")).toEqual([]);
  });

  it("estimates the reading time when none is given", async () => {
    const words = Array.from({ length: 600 }, () => "word").join(" ");
    expect((await create({ ...article, content: `<p>${words}</p>` })).readTime).toBe(3);
    expect((await create({ ...article, readTime: 7 })).readTime).toBe(7);
  });

  it("answers bad input with 400 naming the fields, and unknown ids with 404", async () => {
    const bad = await call("POST", "/api/articles", {
      cookie: editor,
      body: { ...article, title: " ", isExternal: true, date: "2026-13-01" },
    });
    expect(bad.status).toBe(400);
    const fields = (bad.body as { error: { fields: Record<string, string> } }).error.fields;
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(["title", "date"]));
    const external = await call("POST", "/api/articles", {
      cookie: editor,
      body: { ...article, isExternal: true },
    });
    expect(external.body).toMatchObject({
      error: { fields: { externalLink: articleMessages.externalLinkRequired } },
    });
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await call("PUT", `/api/articles/${missing}`, { cookie: editor, body: article })).status).toBe(
      404,
    );
    expect((await call("DELETE", `/api/articles/${missing}`, { cookie: editor })).status).toBe(404);
    expect(await publicList()).toEqual([]);
  });

  it("updates and deletes, keeping the first publication time", async () => {
    const saved = await create(article);
    const updated = await call("PUT", `/api/articles/${saved.id}`, {
      cookie: editor,
      body: { ...article, title: "A New Title", slug: "a-new-title" },
    });
    expect(updated.status).toBe(200);
    const body = articleResponseSchema.parse(updated.body).article;
    expect(body).toMatchObject({ title: "A New Title", slug: "a-new-title", publishedAt: saved.publishedAt });
    expect((await call("DELETE", `/api/articles/${saved.id}`, { cookie: editor })).status).toBe(200);
    expect(await publicList()).toEqual([]);
  });
});
