import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import type { RequestLine } from "../middlewares/request-logger.ts";
import { getTestApp, signIn, testDriver } from "../test/test-app.ts";
import { createApiServer, type EarlyAnswer } from "./api-server.ts";
import type { ReadCache } from "./read-cache.ts";

/** Every header but those that differ per answer or per connection, as sorted name/value pairs. */
const headersOf = (response: Response) =>
  [...response.headers]
    .filter(([name]) => !["x-request-id", "date", "connection", "keep-alive"].includes(name))
    .sort(([a], [b]) => a.localeCompare(b));

describe(`read-cache hits answered by the HTTP server [${testDriver}]`, () => {
  const lines: (RequestLine & { msg: string })[] = [];
  let early = 0;
  let cachedUrl = "";
  let uncachedUrl = "";
  const servers: { close(callback: () => void): void }[] = [];
  let counted: (route: string, status: string) => Promise<number>;

  beforeAll(async () => {
    const { deps } = await getTestApp();
    // The log lines of the server under test, as written.
    const logger = pino(
      { level: "info" },
      new Writable({
        write(chunk, _encoding, done) {
          for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
          done();
        },
      }),
    );
    const env = { ...deps.env, INSTANCE_ID: "instance-a" };
    const cached = buildApp({ ...deps, logger, env: { ...env, READ_CACHE_MS: 60_000 } });
    const uncached = buildApp({ ...deps, env: { ...env, READ_CACHE_MS: 0 } });
    const readCache = cached.readCache as ReadCache;
    await readCache.ready;
    // The server's own read cache, counting the answers it gives before the app.
    const counting: EarlyAnswer = (req, res) => {
      const answered = readCache.answer(req, res);
      if (answered) early += 1;
      return answered;
    };
    const listen = async (server: ReturnType<typeof createApiServer>) => {
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    };
    cachedUrl = await listen(createApiServer(cached.app, [counting]));
    uncachedUrl = await listen(createApiServer(uncached.app, []));
    counted = async (route, status) =>
      (await deps.metrics.registry.getSingleMetric("http_requests_total")?.get())?.values.find(
        (v) => v.labels.route === route && v.labels.status === status,
      )?.value ?? 0;
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
  });

  it("answers a stored read before the app with the app's own headers and body, counts and logs it", async () => {
    const fromData = await fetch(`${uncachedUrl}/api/events`);
    const first = await fetch(`${cachedUrl}/api/events`);
    expect(first.status).toBe(200);
    expect(early).toBe(0);
    const before = await counted("/api/events", "200");
    const hit = await fetch(`${cachedUrl}/api/events`, { headers: { "x-request-id": "gateway-id-7" } });
    expect(early).toBe(1);
    expect(hit.status).toBe(200);
    expect(headersOf(hit)).toEqual(headersOf(fromData));
    expect(hit.headers.get("content-length")).toBe(fromData.headers.get("content-length"));
    expect(hit.headers.get("x-instance-id")).toBe("instance-a");
    expect(hit.headers.get("x-request-id")).toBe("gateway-id-7");
    const body = await hit.text();
    expect(body).toBe(await fromData.text());
    expect(JSON.parse(body)).toHaveProperty("events");
    expect(await counted("/api/events", "200")).toBe(before + 1);
    expect(lines.at(-1)).toMatchObject({
      msg: "request",
      requestId: "gateway-id-7",
      method: "GET",
      path: "/api/events",
      status: 200,
    });
  });

  it("answers a matching If-None-Match with a 304 like the app's, and a query string under its own entry", async () => {
    const etag = (await fetch(`${cachedUrl}/api/events`)).headers.get("etag") ?? "";
    const earlyBefore = early;
    const notModified = await fetch(`${cachedUrl}/api/events`, { headers: { "if-none-match": etag } });
    const fromData = await fetch(`${uncachedUrl}/api/events`, { headers: { "if-none-match": etag } });
    expect(early).toBe(earlyBefore + 1);
    expect(notModified.status).toBe(304);
    expect(fromData.status).toBe(304);
    expect(await notModified.text()).toBe("");
    expect(headersOf(notModified)).toEqual(headersOf(fromData));

    const url = `${cachedUrl}/api/audio-services?lang=sw`;
    const stored = await (await fetch(url)).text();
    const again = await fetch(url);
    expect(early).toBe(earlyBefore + 2);
    expect(await again.text()).toBe(stored);
    expect(lines.at(-1)).toMatchObject({ path: "/api/audio-services", status: 200 });
  });

  it("leaves requests with credentials, other methods and unknown paths to the app", async () => {
    await fetch(`${cachedUrl}/api/events`);
    const earlyBefore = early;
    const withToken = await fetch(`${cachedUrl}/api/events`, { headers: { authorization: "Bearer nope" } });
    expect(withToken.status).toBe(200);
    const cookie = await signIn("admin");
    const staff = await fetch(`${cachedUrl}/api/events`, { headers: { cookie } });
    expect(staff.status).toBe(200);
    expect(staff.headers.get("cache-control")).toBe("private, no-cache");
    const head = await fetch(`${cachedUrl}/api/events`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect((await fetch(`${cachedUrl}/api/no-such-thing`)).status).toBe(404);
    expect(early).toBe(earlyBefore);
  });

  it("stops answering from memory once a write succeeds, and shows the write", async () => {
    await fetch(`${cachedUrl}/api/events`);
    const cookie = await signIn("admin");
    const created = await fetch(`${cachedUrl}/api/events`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie, origin: cachedUrl },
      body: JSON.stringify({
        title: "Early reads supper",
        description: "Shows that a write reaches the next read.",
        date: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
        time: "6:00 PM",
        location: "Church hall",
      }),
    });
    expect(created.status).toBe(201);
    const earlyBefore = early;
    const after = await fetch(`${cachedUrl}/api/events`);
    expect(early).toBe(earlyBefore);
    expect(await after.text()).toContain("Early reads supper");
  });
});
