import { readFileSync } from "node:fs";
import { blogPostMessages, blogPostResponseSchema, blogPostsListResponseSchema } from "@church/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { blogPosts } from "../../db/schema.ts";
import { call, getTestApp, signIn, testDriver, truncate } from "../../test/test-app.ts";

/** What the outside review stored (issue 26): a redirect, a fake script list, a script and a handler. */
const attack = [
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<script type="application/json" id="page-scripts">{"entry":"https://evil.example/x.js"}</script>',
  '<div id="page-scripts">{"entry":"https://evil.example/x.js"}</div>',
  '<p onclick="steal()">Hello <strong>friends</strong><script>alert(1)</script></p>',
  '<a href="https://amani.example/give">Give</a>',
].join("");
/** Nothing of it that could act: the page's text and plain formatting may stay. */
const harmful = /<meta|<script|id=|onclick|http-equiv/i;

const post = {
  title: "Thanksgiving Dinner Recap",
  content: "Over 120 people shared a meal.",
  excerpt: "A full hall and full hearts.",
  category: "news",
  tags: "fellowship, thanksgiving",
  status: "published",
};

describe(`blog posts [${testDriver}]`, () => {
  let editor: string;
  beforeAll(async () => {
    editor = await signIn("content_editor");
  });
  beforeEach(async () => {
    await truncate("blog_posts");
  });

  const create = async (body: Record<string, unknown>) => {
    const result = await call("POST", "/api/blog-posts", { cookie: editor, body });
    expect(result.status).toBe(201);
    return blogPostResponseSchema.parse(result.body).post;
  };
  const publicList = async (query = "") =>
    blogPostsListResponseSchema.parse((await call("GET", `/api/blog-posts${query}`)).body).posts;

  it("publishes for the public, keeps drafts for staff, and needs a session to write", async () => {
    expect((await call("POST", "/api/blog-posts", { body: post })).status).toBe(401);
    const published = await create(post);
    const draft = await create({ ...post, title: "Draft", status: "draft", category: "devotion" });
    expect(published).toMatchObject({ author: "Content Editor Demo", tags: ["fellowship", "thanksgiving"] });
    expect((await publicList()).map((p) => p.id)).toEqual([published.id]);
    expect(await publicList("?category=devotion")).toEqual([]);
    const admin = blogPostsListResponseSchema.parse(
      (await call("GET", "/api/admin/blog-posts", { cookie: editor })).body,
    );
    expect(admin.posts.map((p) => p.id)).toEqual([draft.id, published.id]);
    const drafts = blogPostsListResponseSchema.parse(
      (await call("GET", "/api/admin/blog-posts?status=draft", { cookie: editor })).body,
    );
    expect(drafts.posts.map((p) => p.id)).toEqual([draft.id]);
  });

  it("requires an external URL for external posts and answers unknown ids with 404", async () => {
    const bad = await call("POST", "/api/blog-posts", {
      cookie: editor,
      body: { ...post, isExternal: true },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      error: { fields: { externalUrl: blogPostMessages.externalUrlRequired } },
    });
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await call("PUT", `/api/blog-posts/${missing}`, { cookie: editor, body: post })).status).toBe(
      404,
    );
    expect((await call("DELETE", `/api/blog-posts/${missing}`, { cookie: editor })).status).toBe(404);
  });

  it("edits and deletes a post", async () => {
    const saved = await create(post);
    const edited = await call("PUT", `/api/blog-posts/${saved.id}`, {
      cookie: editor,
      body: { ...post, title: "Thanksgiving 2026", author: "Pastor Samuel Mwangi" },
    });
    expect(blogPostResponseSchema.parse(edited.body).post).toMatchObject({
      title: "Thanksgiving 2026",
      author: "Pastor Samuel Mwangi",
      publishedAt: saved.publishedAt,
    });
    expect((await call("DELETE", `/api/blog-posts/${saved.id}`, { cookie: editor })).status).toBe(200);
    expect(await publicList()).toEqual([]);
  });

  it("sanitises both languages' bodies like articles before storing them", async () => {
    const saved = await create({ ...post, content: attack, translations: { sw: { content: attack } } });
    const [row] = await (await getTestApp()).deps.db.select().from(blogPosts);
    for (const stored of [
      row?.content,
      row?.translations.sw?.content,
      saved.content,
      saved.translations?.sw?.content,
    ]) {
      expect(stored).not.toMatch(harmful);
      expect(stored).toContain("<p>Hello <strong>friends</strong></p>");
      expect(stored).toContain('<a href="https://amani.example/give">Give</a>');
    }
  });

  it("sanitises a body stored before (or beside) the API when it is read", async () => {
    const { db } = (await getTestApp()).deps;
    await db.insert(blogPosts).values({
      title: "Old post",
      content: attack,
      status: "published",
      author: "Staff",
      publishedAt: new Date(),
      translations: { sw: { title: "Chapisho", excerpt: "", content: attack } },
    });
    const [listed] = await publicList();
    expect(listed?.content).not.toMatch(harmful);
    expect(listed?.translations?.sw?.content).not.toMatch(harmful);
    expect(listed?.content).toContain("<strong>friends</strong>");
  });

  it("migration 0009 cleans stored bodies in both languages, keeping plain formatting and links", async () => {
    const { db } = (await getTestApp()).deps;
    await db.insert(blogPosts).values({
      title: "Old post",
      content: attack,
      status: "published",
      author: "Staff",
      translations: { sw: { title: "Chapisho", excerpt: "", content: attack } },
    });
    const file = new URL("../../db/migrations/0009_blog_bodies_sanitised.sql", import.meta.url);
    for (const statement of readFileSync(file, "utf8").split("--> statement-breakpoint")) {
      await db.execute(sql.raw(statement));
    }
    const [row] = await db.select().from(blogPosts);
    for (const stored of [row?.content, row?.translations.sw?.content]) {
      // Every tag that could act is now text: shown as typed, never run or obeyed.
      expect(stored).not.toMatch(/<(meta|script|div id|p onclick)/i);
      expect(stored).toContain("&lt;meta http-equiv");
      expect(stored).toContain("<strong>friends</strong>");
      expect(stored).toContain('<a href="https://amani.example/give">Give</a>');
    }
  });
});
