import { apiErrorSchema, endpoints, publishedChangesEvents } from "@church/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Bootstrapped } from "../../bootstrap.ts";
import { secondInstance, withEnv } from "../../test/second-instance.ts";
import { getTestApp, signIn, testDriver, truncate } from "../../test/test-app.ts";

const path = endpoints.publishedChanges.stream.path;

/** A follower of one app's stream: the `changed` events it has received so far. */
async function follow(app: Bootstrapped["app"]) {
  const controller = new AbortController();
  const response = await app.request(path, { signal: controller.signal });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = "";
  /** When each `changed` arrived. */
  const times: number[] = [];
  const pumping = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      text += decoder.decode(value, { stream: true });
      const told = text.split("\n").filter((line) => line === `event: ${publishedChangesEvents.changed}`);
      while (times.length < told.length) times.push(Date.now());
    }
  })().catch(() => {
    // closed by the test
  });
  await until(() => text.includes(": connected"), "the stream to open");
  return {
    changes: () => times.length,
    times,
    async close() {
      controller.abort();
      await reader.cancel().catch(() => undefined);
      await pumping;
    },
  };
}

async function until(check: () => boolean, what: string, timeoutMs = 5000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const announcement = (title: string) => ({
  title,
  category: "General",
  summary: "A change the public pages show.",
  content: "<p>Karibu.</p>",
  date: "2026-12-06",
  status: "published",
});

describe(`published changes stream [${testDriver}]`, () => {
  let editor = "";
  let a: Bootstrapped;
  let b: Bootstrapped;
  beforeAll(async () => {
    editor = await signIn("content_editor");
    const first = await getTestApp();
    // Two instances on one database, each keeping published reads in memory as production does.
    const env = { ...first.deps.env, READ_CACHE_MS: 60_000 };
    a = withEnv(first, env);
    b = await secondInstance(first, env);
    await Promise.all([a.readCache?.ready, b.readCache?.ready]);
  });
  afterAll(async () => {
    await truncate("announcements", "page_views", "rate_limit_buckets");
    if (b.database !== a.database) await b.database.close();
  });

  const write = (instance: Bootstrapped, method: string, url: string, body: unknown, cookie?: string) =>
    instance.app.request(url, {
      method,
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });

  it("tells every follower, on every instance, when staff change what public pages show", async () => {
    const onA = await follow(a.app);
    const onB = await follow(b.app);
    try {
      const created = await write(a, "POST", "/api/announcements", announcement("Karibu Advent"), editor);
      expect(created.status).toBe(201);
      // The writer's own followers hear of it from the write itself, the others' through NOTIFY.
      await until(() => onA.changes() === 1 && onB.changes() === 1, "a change on both instances");
      const { announcement: stored } = endpoints.announcements.create.response.parse(await created.json());
      const unpublished = await write(
        b,
        "PUT",
        `/api/announcements/${stored.id}`,
        { ...announcement("Karibu Advent"), status: "draft" },
        editor,
      );
      expect(unpublished.status).toBe(200);
      await until(() => onA.changes() === 2 && onB.changes() === 2, "the unpublishing on both instances");
    } finally {
      await onA.close();
      await onB.close();
    }
  });

  it("stays quiet for writes that change nothing published, and for refused ones", async () => {
    const onB = await follow(b.app);
    try {
      const view = await write(a, "POST", "/api/analytics/track", {
        type: "pageview",
        page: "/events",
        timestamp: new Date().toISOString(),
      });
      expect(view.status).toBeLessThan(300);
      const refused = await write(a, "POST", "/api/announcements", { title: "" }, editor);
      expect(refused.status).toBe(400);
      // Time enough for a NOTIFY to cross (it takes milliseconds); then a real change is heard alone.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(onB.changes()).toBe(0);
      const created = await write(a, "POST", "/api/announcements", announcement("Youth evening"), editor);
      expect(created.status).toBe(201);
      await until(() => onB.changes() === 1, "the change");
    } finally {
      await onB.close();
    }
  });

  it("tells once more when no instance can still answer a read kept from before: after the last change", async () => {
    const first = await getTestApp();
    const readCacheMs = 800;
    const quick = withEnv(first, { ...first.deps.env, READ_CACHE_MS: readCacheMs });
    await quick.readCache?.ready;
    const follower = await follow(quick.app);
    try {
      for (const title of ["Choir practice", "Choir practice moved"])
        expect((await write(quick, "POST", "/api/announcements", announcement(title), editor)).status).toBe(
          201,
        );
      const lastWrite = Date.now();
      await until(() => follower.changes() >= 1, "the changes");
      // Told at once for each write (two, or one for both), then once more after the last one.
      await new Promise((resolve) => setTimeout(resolve, readCacheMs * 2));
      const told = follower.times;
      expect(told.length).toBeGreaterThanOrEqual(2);
      expect(told.length).toBeLessThanOrEqual(3);
      expect((told.at(-1) ?? 0) - lastWrite).toBeGreaterThanOrEqual(readCacheMs * 0.8);
      expect((told.at(-2) ?? 0) - lastWrite).toBeLessThan(readCacheMs * 0.8);
    } finally {
      await follower.close();
    }
  });

  it("answers 503 in the one error shape on an instance that keeps no read cache", async () => {
    // The default test app runs with READ_CACHE_MS=0: it announces no change, so it offers no stream.
    const { app } = await getTestApp();
    const result = await app.request(path);
    expect(result.status).toBe(503);
    expect(apiErrorSchema.parse(await result.json()).error.code).toBe("unavailable");
  });
});
