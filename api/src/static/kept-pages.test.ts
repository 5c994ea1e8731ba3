import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { createApiServer, type EarlyAnswer } from "../read-cache/api-server.ts";
import { getTestApp, testDriver } from "../test/test-app.ts";

/**
 * A built public site whose page server keeps every page it renders, and answers `kept()` from that
 * copy as the real one does (public-site/src/server/page-server.ts, tested there).
 */
function fakeApps(): string {
  const root = mkdtempSync(join(tmpdir(), "church-kept-pages-"));
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write(
    "public-site/dist/server/index.js",
    `export function createPageServer() {
      const kept = new Map();
      const answerOf = (url) => {
        const body = new TextEncoder().encode("<h1>page " + url + "</h1>");
        const headers = {
          "content-type": "text/html; charset=utf-8",
          "content-length": String(body.byteLength),
          etag: '"v1"',
          "cache-control": "public, max-age=0",
        };
        return { status: 200, headers, body };
      };
      return {
        handle: async (request) => {
          const url = new URL(request.url);
          const answer = answerOf(url.pathname + url.search);
          kept.set(url.pathname + url.search, answer);
          return new Response(answer.body, { status: answer.status, headers: answer.headers });
        },
        kept: (request) => kept.get(request.url),
        invalidate: () => kept.clear(),
        size: () => kept.size,
      };
    }`,
  );
  write("public-site/dist/client/index.html", "template");
  write("admin-portal/dist/index.html", "admin shell");
  return root;
}

/** Every header but those that differ per answer or per connection, as sorted name/value pairs. */
const headersOf = (response: Response) =>
  [...response.headers]
    .filter(([name]) => !["x-request-id", "date", "connection", "keep-alive"].includes(name))
    .sort(([a], [b]) => a.localeCompare(b));

describe(`kept public pages answered by the HTTP server [${testDriver}]`, () => {
  let early = 0;
  let withEarly = "";
  let appOnly = "";
  const servers: ReturnType<typeof createApiServer>[] = [];

  beforeAll(async () => {
    const { deps } = await getTestApp();
    const env = {
      ...deps.env,
      SERVE_APPS: true,
      APPS_DIR: fakeApps(),
      READ_CACHE_MS: 60_000,
      PAGE_CACHE_MS: 60_000,
      INSTANCE_ID: "instance-a",
    };
    const built = buildApp({ ...deps, env });
    await built.readCache?.ready;
    // The kept pages' answerer (after the read cache's), counting what it answers.
    expect(built.early).toHaveLength(2);
    const answers = built.early.map<EarlyAnswer>((answer, index) => (req, res) => {
      const answered = answer(req, res);
      if (answered && index === 1) early += 1;
      return answered;
    });
    const listen = async (server: ReturnType<typeof createApiServer>) => {
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    };
    withEarly = await listen(createApiServer(built.app, answers));
    appOnly = await listen(createApiServer(built.app, []));
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
  });

  it("answers a kept page before the app, with the app's own headers and body", async () => {
    // Not kept yet: the app renders it (and loads the page server).
    const first = await fetch(`${withEarly}/about?tab=1`);
    expect(first.status).toBe(200);
    expect(early).toBe(0);
    const fromApp = await fetch(`${appOnly}/about?tab=1`);
    const kept = await fetch(`${withEarly}/about?tab=1`, { headers: { "x-request-id": "gateway-id-9" } });
    expect(early).toBe(1);
    expect(kept.status).toBe(200);
    expect(headersOf(kept)).toEqual(headersOf(fromApp));
    expect(kept.headers.get("content-security-policy")).toBeTruthy();
    expect(kept.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(kept.headers.get("x-request-id")).toBe("gateway-id-9");
    expect(await kept.text()).toBe(await fromApp.text());
  });

  it("leaves to the app what it would decode, look for on disk, or route elsewhere", async () => {
    await fetch(`${withEarly}/caf%C3%A9`);
    await fetch(`${withEarly}/admin/events`);
    const before = early;
    expect((await fetch(`${withEarly}/caf%C3%A9`)).status).toBe(200);
    expect(await (await fetch(`${withEarly}/admin/events`)).text()).toBe("admin shell");
    expect((await fetch(`${withEarly}/missing.js`)).status).toBe(404);
    expect((await fetch(`${withEarly}/api/no-such-thing`)).status).toBe(404);
    expect((await fetch(`${withEarly}/about?tab=1`, { method: "POST" })).status).not.toBe(200);
    expect(early).toBe(before);
  });
});
