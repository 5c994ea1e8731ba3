import {
  siteContentImportResponseSchema,
  siteContentItemResponseSchema,
  siteContentListResponseSchema,
  siteContentMessages,
} from "@church/contracts";
import { siteContentSeed } from "@church/contracts/seed";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { call, signIn, testDriver, truncate } from "../../test/test-app.ts";

const item = { section: "hero", key: "hero-title", title: "Welcome", content: "Karibu!" };

describe(`site content [${testDriver}]`, () => {
  let editor: string;
  beforeAll(async () => {
    editor = await signIn("content_editor");
  });
  beforeEach(async () => {
    await truncate("site_content");
  });

  const publicItems = async (query = "") =>
    siteContentListResponseSchema.parse((await call("GET", `/api/site-content${query}`)).body).items;
  const adminItems = async () =>
    siteContentListResponseSchema.parse(
      (await call("GET", "/api/admin/site-content", { cookie: editor })).body,
    ).items;

  it("shows published items to the public and drafts only to staff", async () => {
    expect((await call("POST", "/api/site-content", { body: item })).status).toBe(401);
    const created = await call("POST", "/api/site-content", { cookie: editor, body: item });
    expect(created.status).toBe(201);
    const draft = await call("POST", "/api/site-content", {
      cookie: editor,
      body: { ...item, section: "about", key: "history", status: "draft" },
    });
    const draftId = siteContentItemResponseSchema.parse(draft.body).item.id;
    expect((await publicItems()).map((i) => i.key)).toEqual(["hero-title"]);
    expect(await publicItems("?section=about")).toEqual([]);
    expect((await adminItems()).map((i) => i.id)).toContain(draftId);
  });

  it("takes only a YouTube link or id for the mission-partner video the home page plays", async () => {
    const video = {
      section: "outreach",
      key: "mission-partner-video",
      title: "Our partner",
      content: "soon",
    };
    const bad = await call("POST", "/api/site-content", { cookie: editor, body: video });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { fields: { content: siteContentMessages.youtubeRequired } } });
    expect(await adminItems()).toEqual([]);
    const link = { ...video, content: "https://www.youtube.com/watch?v=aBcDeFgHiJk" };
    expect((await call("POST", "/api/site-content", { cookie: editor, body: link })).status).toBe(201);
    expect((await publicItems()).map((i) => i.content)).toEqual([link.content]);
  });

  it("refuses a second item with the same section and key (409 on the key)", async () => {
    await call("POST", "/api/site-content", { cookie: editor, body: item });
    const again = await call("POST", "/api/site-content", {
      cookie: editor,
      body: { ...item, title: "Other" },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { fields: { key: siteContentMessages.duplicateKey } } });
    const other = siteContentItemResponseSchema.parse(
      (await call("POST", "/api/site-content", { cookie: editor, body: { ...item, key: "hero-subtitle" } }))
        .body,
    ).item;
    const clash = await call("PUT", `/api/site-content/${other.id}`, { cookie: editor, body: item });
    expect(clash.status).toBe(409);
  });

  it("edits and deletes an item; unknown ids get 404", async () => {
    const saved = siteContentItemResponseSchema.parse(
      (await call("POST", "/api/site-content", { cookie: editor, body: item })).body,
    ).item;
    const edited = await call("PUT", `/api/site-content/${saved.id}`, {
      cookie: editor,
      body: { ...item, content: "Welcome home", translations: { sw: { content: "Karibu nyumbani" } } },
    });
    expect(siteContentItemResponseSchema.parse(edited.body).item).toMatchObject({
      content: "Welcome home",
      translations: { sw: { content: "Karibu nyumbani" } },
    });
    expect((await call("DELETE", `/api/site-content/${saved.id}`, { cookie: editor })).status).toBe(200);
    expect((await call("DELETE", `/api/site-content/${saved.id}`, { cookie: editor })).status).toBe(404);
    expect((await call("PUT", `/api/site-content/${saved.id}`, { cookie: editor, body: item })).status).toBe(
      404,
    );
  });

  it("imports a JSON array: new items are added, same section + key replaced", async () => {
    await call("POST", "/api/site-content", { cookie: editor, body: item });
    const result = await call("POST", "/api/site-content/import", {
      cookie: editor,
      body: [
        { ...item, title: "Welcome, Friends" },
        { section: "contact", key: "phone", title: "Phone", content: "716-555-0142" },
      ],
    });
    expect(result.status).toBe(200);
    const body = siteContentImportResponseSchema.parse(result.body);
    expect([body.created, body.updated]).toEqual([1, 1]);
    expect((await publicItems()).map((i) => [i.key, i.title])).toEqual([
      ["phone", "Phone"],
      ["hero-title", "Welcome, Friends"],
    ]);
  });

  it("writes nothing when any imported item is bad, and names the bad item", async () => {
    const result = await call("POST", "/api/site-content/import", {
      cookie: editor,
      body: [item, { ...item, key: "second" }, { section: "nowhere", key: "x", title: "", content: "y" }],
    });
    expect(result.status).toBe(400);
    const fields = (result.body as { error: { fields: Record<string, string> } }).error.fields;
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(["2.section", "2.title"]));
    expect(await adminItems()).toEqual([]);
    const notArray = await call("POST", "/api/site-content/import", {
      cookie: editor,
      body: { items: [item] },
    });
    expect(notArray.status).toBe(400);
    expect(notArray.body).toMatchObject({
      error: { message: expect.stringContaining(siteContentMessages.invalidFormat) },
    });
  });

  it("resets to the 15 default items", async () => {
    await call("POST", "/api/site-content", { cookie: editor, body: { ...item, key: "custom" } });
    const result = await call("POST", "/api/site-content/reset", { cookie: editor });
    expect(result.status).toBe(200);
    const items = siteContentListResponseSchema.parse(result.body).items;
    expect(items).toHaveLength(15);
    expect(new Set(items.map((i) => i.id))).toEqual(new Set(siteContentSeed.map((i) => i.id)));
    expect(items.map((i) => i.key)).not.toContain("custom");
    expect(await publicItems()).toHaveLength(15);
  });
});
