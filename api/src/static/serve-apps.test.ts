import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { parseEnv } from "../env.ts";
import type { AppDeps, AppEnv } from "../lib/context.ts";
import type { ReadCache } from "../read-cache/read-cache.ts";
import { serveApps } from "./serve-apps.ts";

/** A fake build of the three apps, each page saying which app it is. */
function fakeApps(): string {
  const root = mkdtempSync(join(tmpdir(), "church-apps-"));
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  // The public site's server bundle: here a stand-in that names the page it was asked for.
  write(
    "public-site/dist/server/index.js",
    `export function createPageServer(options) {
      globalThis.pageServerOptions = options;
      return {
        handle: async (request) => {
          const path = new URL(request.url).pathname;
          return new Response("public page " + path, { status: path === "/no-such-page" ? 404 : 200 });
        },
        kept: () => undefined,
        invalidate: () => { globalThis.pagesInvalidated = (globalThis.pagesInvalidated ?? 0) + 1; },
        size: () => 0,
      };
    }`,
  );
  write("public-site/dist/client/index.html", "the server's template");
  write("public-site/dist/client/.vite/manifest.json", "{}");
  write("public-site/dist/client/assets/app-abc123.js", "console.log('public')");
  write("public-site/dist/client/_mf/site/remoteEntry.js", "public remote");
  write("public-site/dist/client/assets/big-123abc.js", `export const text = "${"amani ".repeat(2000)}";`);
  write("public-site/dist/client/images/photo.jpg", "x".repeat(4096));
  write("admin-portal/dist/index.html", "admin shell");
  write("admin-portal/dist/assets/admin-def456.js", "admin js");
  write("pastor-crm/dist/index.html", "crm shell");
  write("pastor-crm/dist/remoteEntry.js", "crm remote");
  return root;
}

/** Read-cache invalidations, as the read cache announces them (any write, on any instance). */
const invalidations = new Set<() => void>();
const readCache = {
  onInvalidate: (listener: () => void) => {
    invalidations.add(listener);
    return () => invalidations.delete(listener);
  },
} as unknown as ReadCache;

function app() {
  const env = parseEnv({ DATA_DIR: mkdtempSync(join(tmpdir(), "church-static-")), APPS_DIR: fakeApps() });
  const deps = { env, logger: pino({ level: "silent" }) } as unknown as AppDeps;
  const hono = new Hono<AppEnv>();
  serveApps(hono, deps, readCache);
  return hono;
}

describe("one-origin serving of the built apps", () => {
  const server = app();
  const get = async (path: string) => {
    const res = await server.request(path);
    return {
      status: res.status,
      text: await res.text(),
      cache: res.headers.get("cache-control"),
      type: res.headers.get("content-type"),
    };
  };

  it("serves each route with the page of the app that owns it", async () => {
    expect(await get("/")).toMatchObject({ status: 200, text: "public page /" });
    expect((await get("/about")).text).toBe("public page /about");
    expect((await get("/articles/some-story")).text).toBe("public page /articles/some-story");
    expect((await get("/sw/articles/some-story")).text).toBe("public page /sw/articles/some-story");
    expect((await get("/news/blog")).text).toBe("public page /news/blog");
    expect((await get("/sitemap.xml")).text).toBe("public page /sitemap.xml");
    expect((await get("/robots.txt")).text).toBe("public page /robots.txt");
    expect((await get("/admin-login")).text).toBe("admin shell");
    expect((await get("/admin")).text).toBe("admin shell");
    expect((await get("/test")).text).toBe("admin shell");
    expect((await get("/admin/crm")).text).toBe("crm shell");
    expect((await get("/admin/crm-test")).text).toBe("crm shell");
  });

  it("answers unknown paths with the public app's page (its 404), and never sends its template", async () => {
    expect(await get("/no-such-page")).toMatchObject({ status: 404, text: "public page /no-such-page" });
    expect((await get("/_mf/crm/missing.js")).status).toBe(404);
    expect((await get("/index.html")).text).not.toBe("the server's template");
    expect((await get("/.vite/manifest.json")).status).toBe(404);
  });

  it("renders public pages with the public origin, and drops them whenever the read cache is dropped", async () => {
    await get("/");
    const options = (globalThis as { pageServerOptions?: { origin: string; cacheMs: number } })
      .pageServerOptions;
    expect(options).toMatchObject({ origin: "http://localhost:3000", cacheMs: 0 });
    const before = (globalThis as { pagesInvalidated?: number }).pagesInvalidated ?? 0;
    for (const invalidate of invalidations) invalidate();
    expect((globalThis as { pagesInvalidated?: number }).pagesInvalidated).toBe(before + 1);
  });

  it("caches hashed assets for a year and revalidates everything else", async () => {
    expect(await get("/assets/app-abc123.js")).toMatchObject({
      status: 200,
      cache: "public, max-age=31536000, immutable",
      type: "text/javascript; charset=utf-8",
    });
    expect(await get("/_mf/admin/assets/admin-def456.js")).toMatchObject({
      text: "admin js",
      cache: "public, max-age=31536000, immutable",
    });
    expect(await get("/_mf/crm/remoteEntry.js")).toMatchObject({ text: "crm remote", cache: "no-cache" });
  });

  it("tells the apps where the remote entries are", async () => {
    const remotes = await get("/_mf/remotes.json");
    expect(JSON.parse(remotes.text)).toEqual({
      publicSite: "/_mf/site/remoteEntry.js",
      adminPortal: "/_mf/admin/remoteEntry.js",
      pastorCrm: "/_mf/crm/remoteEntry.js",
    });
    expect((await get("/_mf/site/remoteEntry.js")).text).toBe("public remote");
  });

  it("sends text files compressed when the browser accepts it, and the same bytes otherwise", async () => {
    const original = `export const text = "${"amani ".repeat(2000)}";`;
    const fetchWith = (path: string, acceptEncoding?: string) =>
      server.request(path, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });
    const br = await fetchWith("/assets/big-123abc.js", "gzip, deflate, br");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("accept-encoding");
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get("content-length"))).toBe(brBytes.length);
    expect(brBytes.length).toBeLessThan(original.length / 10);
    expect(brotliDecompressSync(brBytes).toString()).toBe(original);
    const gzip = await fetchWith("/assets/big-123abc.js", "gzip");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(original);
    const plain = await fetchWith("/assets/big-123abc.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(original);
    // Pictures are already compressed; small files are not worth it.
    expect((await fetchWith("/images/photo.jpg", "br")).headers.get("content-encoding")).toBeNull();
    expect((await fetchWith("/_mf/site/remoteEntry.js", "br")).headers.get("content-encoding")).toBeNull();
  });

  it("never serves files outside the build folders", async () => {
    expect((await get("/..%2f..%2fpackage.json")).status).not.toBe(200);
    expect((await get("/_mf/admin/..%2f..%2fpublic-site%2fdist%2fclient%2findex.html")).text).not.toBe(
      "the server's template",
    );
  });
});
