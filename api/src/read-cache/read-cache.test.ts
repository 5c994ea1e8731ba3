import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import type { AppEnv } from "../lib/context.ts";
import { ACCESS_COOKIE } from "../middlewares/auth.ts";
import { getTestApp, testDriver } from "../test/test-app.ts";
import { httpCache } from "./http-cache.ts";
import { createReadCache, type ReadCache } from "./read-cache.ts";
import type { CacheRules } from "./rules.ts";

/** The stand-in app's rules: `/api/things` is a published read, a page view changes none. */
const rules: CacheRules = {
  isPublishedRead: (method, route) => method === "GET" && route === "/api/things",
  changesPublished: (method, route) => method !== "GET" && route !== "/api/analytics/track",
  mayBePublishedRead: (path) => path === "/api/things",
};

/**
 * Two "instances" on the same database, each with its own read cache, in front of a stand-in for the
 * database (`stored`): what a read answers shows whether it came from memory or from the data.
 */
async function twoInstances(ttlMs = 60_000) {
  const { deps } = await getTestApp();
  let stored = "first";
  let reads = 0;
  const instance = () => {
    const cache = createReadCache(deps, { ttlMs, maxEntries: 2, rules });
    const app = new Hono<AppEnv>();
    app.use("*", cache.middleware);
    app.use("*", httpCache({ sharedMaxAgeSeconds: 30, staleWhileRevalidateSeconds: 60 }, rules));
    app.get("/api/things", async (c) => {
      reads += 1;
      const value = stored;
      // A read of the data takes a while (requests arriving meanwhile may wait for it).
      await new Promise((resolve) => setTimeout(resolve, 30));
      return c.json({ value });
    });
    app.post("/api/things", async (c) => {
      stored = ((await c.req.json()) as { value: string }).value;
      return c.json({ ok: true });
    });
    app.post("/api/refused", (c) => c.json({ error: "no" }, 400));
    // A page view: stored, but no published read shows it.
    app.post("/api/analytics/track", (c) => {
      stored = "tracked";
      return c.json({ ok: true });
    });
    return { app, cache };
  };
  const a = instance();
  const b = instance();
  await Promise.all([a.cache.ready, b.cache.ready]);
  const read = async (app: Hono<AppEnv>, path = "/api/things", headers: Record<string, string> = {}) =>
    ((await (await app.request(path, { headers })).json()) as { value: string }).value;
  return {
    a: a.app,
    b: b.app,
    read,
    reads: () => reads,
    setDirectly: (value: string) => {
      stored = value;
    },
  };
}

const post = (app: Hono<AppEnv>, path: string, value: string) =>
  app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ value }),
  });

const eventually = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("never happened");
};

describe(`read cache [${testDriver}]`, () => {
  it("answers a repeated read from memory, not from the data", async () => {
    const { a, read, reads, setDirectly } = await twoInstances();
    expect(await read(a)).toBe("first");
    setDirectly("changed behind its back");
    expect(await read(a)).toBe("first");
    expect(reads()).toBe(1);
    // Another URL is another entry.
    expect(await read(a, "/api/things?page=2")).toBe("changed behind its back");
  });

  it("makes one read of the data for the misses that arrive while it is under way, but none across a write", async () => {
    const { a, read, reads } = await twoInstances();
    expect(await Promise.all([read(a), read(a), read(a)])).toEqual(["first", "first", "first"]);
    expect(reads()).toBe(1);

    const { a: b, read: readB, reads: readsB } = await twoInstances();
    // A read begins, a write is made while it runs: a read asked after the write does not wait for
    // the older read's answer, and that answer is not kept.
    const before = readB(b, "/api/things?x=1");
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await post(b, "/api/things", "second")).status).toBe(200);
    const after = readB(b, "/api/things?x=1");
    expect(await before).toBe("first");
    expect(await after).toBe("second");
    expect(await readB(b, "/api/things?x=1")).toBe("second");
    expect(readsB()).toBe(2);
  });

  it("a write on one instance clears the cache of every instance", async () => {
    const { a, b, read } = await twoInstances();
    expect(await read(a)).toBe("first");
    expect(await read(b)).toBe("first");
    expect((await post(a, "/api/things", "second")).status).toBe(200);
    expect(await read(a)).toBe("second");
    // The other instance hears of it through the bus (LISTEN/NOTIFY on PostgreSQL).
    await eventually(async () => (await read(b)) === "second");
  });

  it("a refused write or a page view clears nothing, staff always read the data, entries expire", async () => {
    const { a, read, setDirectly } = await twoInstances(200);
    expect(await read(a)).toBe("first");
    setDirectly("second");
    expect((await post(a, "/api/refused", "x")).status).toBe(400);
    expect(await read(a)).toBe("first");
    expect((await post(a, "/api/analytics/track", "x")).status).toBe(200);
    expect(await read(a)).toBe("first");
    setDirectly("second");
    expect(await read(a, "/api/things", { authorization: "Bearer staff" })).toBe("second");
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await read(a)).toBe("second");
  });
});

/** Every header but the request id (new on each request), as sorted name/value pairs. */
const headersOf = (response: Response) =>
  [...response.headers].filter(([name]) => name !== "x-request-id").sort(([a], [b]) => a.localeCompare(b));

describe(`read cache in the app [${testDriver}]`, () => {
  it("answers a hit, and its 304, with the same headers and body as a read of the data", async () => {
    const { deps } = await getTestApp();
    const env = { ...deps.env, INSTANCE_ID: "instance-a" };
    const built = buildApp({ ...deps, env: { ...env, READ_CACHE_MS: 60_000 } });
    const cached = built.app;
    const cache = built.readCache as ReadCache;
    const uncached = buildApp({ ...deps, env: { ...env, READ_CACHE_MS: 0 } }).app;
    /** The request, and whether it was answered from memory. */
    const ask = async (path: string, headers: Record<string, string> = {}) => {
      const before = cache.hits();
      const response = await cached.request(path, { headers });
      return { response, hit: cache.hits() === before + 1 };
    };
    await cache.ready;
    const fromData = await uncached.request("/api/events");
    expect(fromData.status).toBe(200);
    expect((await ask("/api/events")).hit).toBe(false);
    const { response: hit, hit: fromMemory } = await ask("/api/events");
    expect(fromMemory).toBe(true);
    expect(hit.status).toBe(200);
    expect(headersOf(hit)).toEqual(headersOf(fromData));
    expect(hit.headers.get("x-instance-id")).toBe("instance-a");
    expect(await hit.text()).toBe(await fromData.text());
    // Counted under the endpoint's route, though answered before the router reached it.
    const counted = async (route: string) =>
      (await deps.metrics.registry.getSingleMetric("http_requests_total")?.get())?.values.find(
        (v) => v.labels.route === route && v.labels.status === "200",
      )?.value ?? 0;
    const [eventsBefore, wildcardBefore] = [await counted("/api/events"), await counted("/api/*")];
    expect((await ask("/api/events")).hit).toBe(true);
    expect(await counted("/api/events")).toBe(eventsBefore + 1);
    expect(await counted("/api/*")).toBe(wildcardBefore);
    // The caller's request id is kept, as on any answer.
    const traced = await ask("/api/events", { "x-request-id": "gateway-id-1" });
    expect(traced.hit).toBe(true);
    expect(traced.response.headers.get("x-request-id")).toBe("gateway-id-1");

    const etag = hit.headers.get("etag") ?? "";
    const notModified = await ask("/api/events", { "if-none-match": etag });
    const notModifiedFromData = await uncached.request("/api/events", { headers: { "if-none-match": etag } });
    expect(notModified.hit).toBe(true);
    expect(notModified.response.status).toBe(304);
    expect(notModifiedFromData.status).toBe(304);
    expect(await notModified.response.text()).toBe("");
    expect(headersOf(notModified.response)).toEqual(headersOf(notModifiedFromData));

    // A staff cookie (here an expired one) always reads the data, and is answered privately.
    const cookie = { cookie: `${ACCESS_COOKIE}=expired` };
    const staff = await ask("/api/events", cookie);
    const staffFromData = await uncached.request("/api/events", { headers: cookie });
    expect(staff.hit).toBe(false);
    expect(staff.response.headers.get("cache-control")).toBe("private, no-cache");
    expect(headersOf(staff.response)).toEqual(headersOf(staffFromData));
  });
});
