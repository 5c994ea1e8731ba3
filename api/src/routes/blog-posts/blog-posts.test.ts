import { blogPostMessages, blogPostResponseSchema, blogPostsListResponseSchema } from "@church/contracts";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { call, signIn, testDriver, truncate } from "../../test/test-app.ts";

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
});
