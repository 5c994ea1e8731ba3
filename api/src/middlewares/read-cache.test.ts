import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../lib/context.ts";
import { getTestApp, testDriver } from "../test/test-app.ts";
import { createReadCache } from "./read-cache.ts";

/**
 * Two "instances" on the same database, each with its own read cache, in front of a stand-in for the
 * database (`stored`): what a read answers shows whether it came from memory or from the data.
 */
async function twoInstances(ttlMs = 60_000) {
  const { deps } = await getTestApp();
  let stored = "first";
  let reads = 0;
  const instance = () => {
    const cache = createReadCache(deps, { ttlMs, maxEntries: 2 });
    const app = new Hono<AppEnv>();
    app.use("*", async (c, next) => {
      c.set("user", c.req.header("x-staff") ? ({ id: "staff" } as AppEnv["Variables"]["user"]) : null);
      await next();
    });
    app.use("*", cache.invalidateOnWrite);
    app.get("/api/things", cache.serve, (c) => {
      reads += 1;
      return c.json({ value: stored });
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
    expect(await read(a, "/api/things", { "x-staff": "1" })).toBe("second");
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await read(a)).toBe("second");
  });
});
