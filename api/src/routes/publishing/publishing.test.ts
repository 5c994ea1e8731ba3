import { addDays, contentPreviewResponseSchema, publishingMessages } from "@church/contracts";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cacheRules } from "../../read-cache/rules.ts";
import { churchToday } from "../../services/events/events.model.ts";
import { call, signIn, testDriver, truncate } from "../../test/test-app.ts";

/**
 * Every content kind that staff write as JSON: where it is created, its public list (what visitors
 * see), the key of one item in answers, and a draft's body. Sermons (multipart) are covered in
 * audio-services.test.ts.
 */
const kinds = [
  {
    kind: "article",
    resource: "articles",
    publicList: "/api/articles",
    listKey: "articles",
    itemKey: "article",
    body: {
      title: "Draft reflection",
      excerpt: "Not ready yet.",
      content: "<p>Waiting worship.</p>",
      date: "2026-11-09",
      category: "reflection",
    },
  },
  {
    kind: "announcement",
    resource: "announcements",
    publicList: "/api/announcements",
    listKey: "announcements",
    itemKey: "announcement",
    body: {
      title: "Draft coat drive",
      category: "Outreach",
      summary: "Bring coats.",
      content: "<p>Fellowship hall.</p>",
      date: "2026-11-15",
    },
  },
  {
    kind: "blog-post",
    resource: "blog-posts",
    publicList: "/api/blog-posts",
    listKey: "posts",
    itemKey: "post",
    body: { title: "Draft recap", content: "A full hall.", category: "news" },
  },
  {
    kind: "event",
    resource: "events",
    publicList: "/api/events",
    listKey: "events",
    itemKey: "event",
    body: {
      title: "Draft food drive",
      description: "Sort groceries.",
      date: addDays(churchToday(), 10),
      startTime: "10:00",
      location: "Church Parking Lot",
    },
  },
  {
    kind: "video",
    resource: "videos",
    publicList: "/api/videos",
    listKey: "videos",
    itemKey: "video",
    body: { title: "Draft service", youtubeId: "dQw4w9WgXcQ", date: "2026-11-15" },
  },
] as const;

interface Item {
  id: string;
  status: string;
  publishedAt: string | null;
}

describe(`publish and unpublish [${testDriver}]`, () => {
  let editor: string;
  beforeAll(async () => {
    editor = await signIn("content_editor");
  });
  beforeEach(async () => {
    await truncate("articles", "announcements", "blog_posts", "events", "videos");
  });

  describe.each(kinds)("$kind", (k) => {
    const item = (body: unknown) => (body as Record<string, Item>)[k.itemKey] as Item;
    const publicIds = async () =>
      ((await call("GET", k.publicList)).body as Record<string, Item[]>)[k.listKey]?.map((i) => i.id);
    const setStatus = (id: string, status: unknown, cookie: string | null = editor) =>
      call("PUT", `/api/${k.resource}/${id}/status`, { cookie: cookie ?? undefined, body: { status } });

    it("a draft stays off the public list until published, and leaves it when unpublished", async () => {
      const created = await call("POST", `/api/${k.resource}`, {
        cookie: editor,
        body: { ...k.body, status: "draft" },
      });
      expect(created.status).toBe(201);
      const draft = item(created.body);
      expect(draft).toMatchObject({ status: "draft", publishedAt: null });
      expect(await publicIds()).not.toContain(draft.id);

      expect((await setStatus(draft.id, "published", null)).status).toBe(401);
      const published = await setStatus(draft.id, "published");
      expect(published.status).toBe(200);
      expect(item(published.body).status).toBe("published");
      expect(item(published.body).publishedAt).not.toBeNull();
      expect(await publicIds()).toContain(draft.id);

      const unpublished = await setStatus(draft.id, "draft");
      expect(unpublished.status).toBe(200);
      expect(item(unpublished.body)).toMatchObject({ status: "draft", publishedAt: null });
      expect(await publicIds()).not.toContain(draft.id);
    });

    it("refuses a change to the state it is already in, naming status; unknown ids get 404", async () => {
      const created = await call("POST", `/api/${k.resource}`, {
        cookie: editor,
        body: { ...k.body, status: "draft" },
      });
      const id = item(created.body).id;
      const again = await setStatus(id, "draft");
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({
        error: { code: "conflict", fields: { status: publishingMessages.alreadyDraft } },
      });
      await setStatus(id, "published");
      const twice = await setStatus(id, "published");
      expect(twice.status).toBe(409);
      expect(twice.body).toMatchObject({
        error: { fields: { status: publishingMessages.alreadyPublished } },
      });

      const bad = await setStatus(id, "archived");
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ error: { fields: { status: expect.any(String) } } });
      const unknown = await setStatus("00000000-0000-4000-8000-000000000000", "published");
      expect(unknown.status).toBe(404);
    });

    it("previews a draft for staff only", async () => {
      const created = await call("POST", `/api/${k.resource}`, {
        cookie: editor,
        body: { ...k.body, status: "draft" },
      });
      const id = item(created.body).id;
      const path = `/api/admin/preview/${k.kind}/${id}`;
      const anonymous = await call("GET", path);
      expect(anonymous.status).toBe(401);
      expect(JSON.stringify(anonymous.body)).not.toContain(k.body.title);
      const staff = await call("GET", path, { cookie: editor });
      expect(staff.status).toBe(200);
      expect(contentPreviewResponseSchema.parse(staff.body).preview).toMatchObject({
        kind: k.kind,
        id,
        status: "draft",
        title: k.body.title,
      });
      expect(
        (
          await call("GET", `/api/admin/preview/${k.kind}/00000000-0000-4000-8000-000000000000`, {
            cookie: editor,
          })
        ).status,
      ).toBe(404);
    });

    it("tells the read cache and the public site's servers (a write that changes published reads)", () => {
      expect(cacheRules().changesPublished("PUT", `/api/${k.resource}/:id/status`)).toBe(true);
    });
  });
});
