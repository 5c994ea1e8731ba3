import { allEndpoints, announcementResponseSchema } from "@church/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { call, getTestApp, signIn, testDriver, truncate } from "../test/test-app.ts";
import { cacheRules } from "./rules.ts";

const announcement = {
  title: "Winter Coat Drive",
  category: "Outreach",
  summary: "Bring warm coats for newcomer families.",
  content: "<p>Drop coats in the fellowship hall.</p>",
  date: "2026-11-15",
  status: "published",
};

/** A raw request, so a 304 (no body) can be looked at as it is. */
async function get(path: string, headers: Record<string, string> = {}) {
  const { app } = await getTestApp();
  const response = await app.request(path, { headers });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

describe(`HTTP caching of published content [${testDriver}]`, () => {
  let editor: string;
  beforeAll(async () => {
    editor = await signIn("content_editor");
    await truncate("announcements");
  });

  it("covers the public content reads and leaves probes, sessions and live chat out", () => {
    const rules = cacheRules();
    const paths = allEndpoints.filter((e) => rules.isPublishedRead(e.method, e.path)).map((e) => e.path);
    for (const path of [
      "/api/events",
      "/api/audio-services",
      "/api/articles",
      "/api/articles/:slug",
      "/api/announcements",
      "/api/site-content",
      "/api/videos",
      "/api/live-stream",
      "/api/social-media",
      "/api/partnerships",
      "/api/blog-posts",
    ])
      expect(paths, path).toContain(path);
    for (const path of [
      "/api/auth/session",
      "/api/health",
      "/api/ready",
      "/api/metrics",
      "/api/live-chat/messages",
    ])
      expect(paths, path).not.toContain(path);
    const published = allEndpoints.filter((e) => rules.isPublishedRead(e.method, e.path));
    expect(published.every((e) => e.method === "GET" && e.access === "public")).toBe(true);
    // The paths as declared on the endpoints are what a miss's path is matched against.
    expect(published.every((e) => rules.mayBePublishedRead(e.path.replace(/:\w+/g, "x")))).toBe(true);
    expect(rules.mayBePublishedRead("/api/auth/session")).toBe(false);
  });

  it("answers a public read with a strong ETag and short public caching, and 304 when the tag still matches", async () => {
    const first = await get("/api/events");
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=30");
    expect(first.headers.get("cdn-cache-control")).toBe("max-age=30, stale-while-revalidate=60");
    expect(first.headers.get("vary")).toMatch(/cookie/i);

    const again = await get("/api/events", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=30");
    // A list of tags, one of them weak-prefixed, still matches; another tag does not.
    expect((await get("/api/events", { "if-none-match": `"other", W/${etag}` })).status).toBe(304);
    expect((await get("/api/events", { "if-none-match": '"other"' })).status).toBe(200);
    // The same body gives the same tag on every request (and so on every instance).
    expect((await get("/api/events")).headers.get("etag")).toBe(etag);
  });

  it("changes the ETag after a staff edit, so caches fetch the new content", async () => {
    const before = await get("/api/announcements");
    const oldTag = before.headers.get("etag") ?? "";
    expect(oldTag).not.toBe("");

    const created = await call("POST", "/api/announcements", { cookie: editor, body: announcement });
    expect(created.status).toBe(201);
    const saved = announcementResponseSchema.parse(created.body).announcement;

    const after = await get("/api/announcements", { "if-none-match": oldTag });
    expect(after.status).toBe(200);
    expect(after.text).toContain("Winter Coat Drive");
    const newTag = after.headers.get("etag") ?? "";
    expect(newTag).not.toBe(oldTag);

    const edited = await call("PUT", `/api/announcements/${saved.id}`, {
      cookie: editor,
      body: { ...announcement, title: "Winter Coat and Boot Drive" },
    });
    expect(edited.status).toBe(200);
    const afterEdit = await get("/api/announcements", { "if-none-match": newTag });
    expect(afterEdit.status).toBe(200);
    expect(afterEdit.text).toContain("Winter Coat and Boot Drive");
  });

  it("keeps staff answers out of shared caches: private revalidation with a session, no-store on staff endpoints", async () => {
    const withSession = await get("/api/announcements", { cookie: editor });
    expect(withSession.status).toBe(200);
    expect(withSession.headers.get("cache-control")).toBe("private, no-cache");
    expect(withSession.headers.get("cdn-cache-control")).toBeNull();
    const staffTag = withSession.headers.get("etag") ?? "";
    expect(staffTag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    // The admin portal revalidates with it and gets a 304 while nothing changed.
    expect((await get("/api/announcements", { cookie: editor, "if-none-match": staffTag })).status).toBe(304);

    const staffList = await get("/api/admin/announcements", { cookie: editor });
    expect(staffList.status).toBe(200);
    expect(staffList.headers.get("cache-control")).toBe("no-store");
    expect(staffList.headers.get("etag")).toBeNull();

    const session = await get("/api/auth/session", { cookie: editor });
    expect(session.headers.get("cache-control")).toBe("no-store");
    expect(session.headers.get("etag")).toBeNull();

    // Errors are never cached or tagged.
    const missing = await get("/api/articles/no-such-article");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("no-store");
    expect(missing.headers.get("etag")).toBeNull();
  });
});
