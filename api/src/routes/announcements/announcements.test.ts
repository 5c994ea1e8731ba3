import {
  announcementMessages,
  announcementResponseSchema,
  announcementsListResponseSchema,
} from "@church/contracts";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { announcements } from "../../db/schema.ts";
import { call, getTestApp, signIn, testDriver, truncate } from "../../test/test-app.ts";

const announcement = {
  title: "Winter Coat Drive",
  category: "Outreach",
  summary: "Bring warm coats for newcomer families.",
  content: "<p>Drop coats in the <em>fellowship hall</em>.</p>",
  date: "2026-11-15",
  status: "published",
};

describe(`announcements [${testDriver}]`, () => {
  let editor: string;
  beforeAll(async () => {
    editor = await signIn("content_editor");
  });
  beforeEach(async () => {
    await truncate("announcements");
  });

  const create = async (body: Record<string, unknown>) => {
    const result = await call("POST", "/api/announcements", { cookie: editor, body });
    expect(result.status).toBe(201);
    return announcementResponseSchema.parse(result.body).announcement;
  };
  const publicList = async (query = "") =>
    announcementsListResponseSchema.parse((await call("GET", `/api/announcements${query}`)).body)
      .announcements;

  it("refuses anonymous writes and lets a content editor publish", async () => {
    expect((await call("POST", "/api/announcements", { body: announcement })).status).toBe(401);
    const saved = await create(announcement);
    expect(saved).toMatchObject({
      slug: "winter-coat-drive",
      priority: "normal",
      author: "Content Editor Demo",
    });
    expect((await call("DELETE", `/api/announcements/${saved.id}`)).status).toBe(401);
  });

  it("shows the public only published, unexpired items: urgent first, then newest", async () => {
    const normalOld = await create({ ...announcement, title: "Old news", date: "2026-10-01" });
    const normalNew = await create({ ...announcement, title: "New news", date: "2026-11-20" });
    const urgent = await create({
      ...announcement,
      title: "Snow day",
      priority: "urgent",
      date: "2026-09-01",
    });
    const info = await create({
      ...announcement,
      title: "Library hours",
      priority: "info",
      date: "2026-12-01",
    });
    await create({ ...announcement, title: "Draft", status: "draft" });
    const expired = await create({ ...announcement, title: "Gone", expiresAt: "2026-11-16T12:00:00.000Z" });
    expect((await publicList()).map((a) => a.id)).toEqual([urgent.id, normalNew.id, normalOld.id, info.id]);
    expect((await call("GET", `/api/announcements/${expired.slug}`)).status).toBe(404);
    expect((await call("GET", "/api/announcements/draft")).body).toMatchObject({
      error: { message: announcementMessages.notFoundTitle },
    });
    expect((await call("GET", `/api/announcements/${urgent.slug}`)).status).toBe(200);
    expect((await publicList("?priority=urgent")).map((a) => a.id)).toEqual([urgent.id]);
    const admin = announcementsListResponseSchema.parse(
      (await call("GET", "/api/admin/announcements", { cookie: editor })).body,
    );
    expect(admin.announcements).toHaveLength(6);
  });

  it("sanitises the body and checks the expiry against the date", async () => {
    const saved = await create({
      ...announcement,
      content: '<p>Hi</p><script>alert("x")</script><b onmouseover="x()">!</b>',
    });
    const { deps } = await getTestApp();
    const [row] = await deps.db.select().from(announcements).where(eq(announcements.id, saved.id));
    expect(row?.content).toBe("<p>Hi</p><b>!</b>");
    const early = await call("POST", "/api/announcements", {
      cookie: editor,
      body: { ...announcement, expiresAt: "2026-11-01T12:00:00.000Z" },
    });
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({
      error: { fields: { expiresAt: announcementMessages.expiresBeforeDate } },
    });
  });

  it("answers bad input with 400 naming the fields, and unknown ids with 404", async () => {
    const bad = await call("POST", "/api/announcements", {
      cookie: editor,
      body: { ...announcement, summary: "", priority: "loud" },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as { error: { fields: object } }).error.fields)).toEqual(
      expect.arrayContaining(["summary", "priority"]),
    );
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(
      (await call("PUT", `/api/announcements/${missing}`, { cookie: editor, body: announcement })).status,
    ).toBe(404);
    expect((await call("DELETE", `/api/announcements/${missing}`, { cookie: editor })).status).toBe(404);
  });

  it("unpublishing hides an announcement again", async () => {
    const saved = await create(announcement);
    const result = await call("PUT", `/api/announcements/${saved.id}`, {
      cookie: editor,
      body: { ...announcement, status: "draft" },
    });
    expect(announcementResponseSchema.parse(result.body).announcement.publishedAt).toBeNull();
    expect(await publicList()).toEqual([]);
  });
});
