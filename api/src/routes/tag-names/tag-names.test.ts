import { tagInUseSchema, tagNamesSchema, tagsInUseSchema } from "@church/contracts";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { call, signIn, testDriver, truncate } from "../../test/test-app.ts";

const article = {
  title: "Bringing In the Harvest",
  excerpt: "A thank-you to everyone who gave.",
  content: "<p>Thank you.</p>",
  author: "Elder Grace Achieng",
  date: "2026-11-09",
  category: "reflection",
  tags: "Harvest, youth",
  status: "draft",
};

describe(`tag names [${testDriver}]`, () => {
  let editor: string;
  beforeAll(async () => {
    editor = await signIn("content_editor");
  });
  beforeEach(async () => {
    await truncate("tag_names", "articles", "announcements", "blog_posts", "events");
  });

  const inUse = async () =>
    tagsInUseSchema.parse((await call("GET", "/api/tag-names/in-use", { cookie: editor })).body).items;
  const publicNames = async () => tagNamesSchema.parse((await call("GET", "/api/tag-names")).body).items;

  it("lists the tags staff use with the Swahili name visitors read, and keeps the name staff give a new tag", async () => {
    expect((await call("POST", "/api/articles", { cookie: editor, body: article })).status).toBe(201);
    expect((await call("GET", "/api/tag-names/in-use")).status).toBe(401);
    // "youth" has its built-in name; "Harvest" (matched as "harvest") has none yet.
    expect(await inUse()).toEqual([
      { tag: "harvest", nameSw: null, uses: 1 },
      { tag: "youth", nameSw: "vijana", uses: 1 },
    ]);

    expect((await call("PUT", "/api/tag-names", { body: { tag: "harvest", nameSw: "mavuno" } })).status).toBe(
      401,
    );
    const saved = await call("PUT", "/api/tag-names", {
      cookie: editor,
      body: { tag: "Harvest", nameSw: "  mavuno " },
    });
    expect(saved.status).toBe(200);
    expect(tagInUseSchema.parse(saved.body)).toEqual({ tag: "harvest", nameSw: "mavuno", uses: 1 });
    expect(await publicNames()).toEqual([{ tag: "harvest", nameSw: "mavuno" }]);
    expect(await inUse()).toContainEqual({ tag: "harvest", nameSw: "mavuno", uses: 1 });

    // Staff may rename a built-in one, and an empty name removes theirs again.
    await call("PUT", "/api/tag-names", {
      cookie: editor,
      body: { tag: "youth", nameSw: "vijana-na-watoto" },
    });
    expect(await inUse()).toContainEqual({ tag: "youth", nameSw: "vijana-na-watoto", uses: 1 });
    const removed = await call("PUT", "/api/tag-names", {
      cookie: editor,
      body: { tag: "youth", nameSw: "" },
    });
    expect(tagInUseSchema.parse(removed.body)).toEqual({ tag: "youth", nameSw: "vijana", uses: 1 });
    expect(await publicNames()).toEqual([{ tag: "harvest", nameSw: "mavuno" }]);
  });

  it("refuses a Swahili name that is too long, naming the field, and keeps nothing", async () => {
    const bad = await call("PUT", "/api/tag-names", {
      cookie: editor,
      body: { tag: "harvest", nameSw: "m".repeat(41) },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { fields: { nameSw: "At most 40 characters" } } });
    const missing = await call("PUT", "/api/tag-names", { cookie: editor, body: { nameSw: "mavuno" } });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error: { fields: { tag: expect.any(String) } } });
    expect(await publicNames()).toEqual([]);
  });
});
