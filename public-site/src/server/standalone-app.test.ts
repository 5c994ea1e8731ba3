import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { eventsFixtures } from "@church/contracts/mocks";
import { pageOnlyHeaders, securityHeaders } from "@church/web-server";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { server as mockApi } from "../testing/setup-tests.ts";
import { createPageServer } from "./page-server.ts";
import { parseSettings } from "./settings.ts";
import { apiReader, createStandaloneApp } from "./standalone-app.ts";

/** A built browser app: the renderer's template and manifest, hashed and plain files. */
function clientDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "public-site-standalone-"));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  write(
    "index.html",
    `<!doctype html>\n<html lang="en">\n  <head>\n    <!--app-head-->\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n  </head>\n  <body>\n    <div id="root"><!--app-body--></div>\n    <!--app-state-->\n  </body>\n</html>\n`,
  );
  write(
    ".vite/manifest.json",
    JSON.stringify({ "index.html": { file: "assets/index-1.js", isEntry: true } }),
  );
  write("assets/index-1.js", `export const text = "${"amani ".repeat(2000)}";`);
  write("_mf/site/remoteEntry.js", "/* the public site's remote entry */");
  write("_mf/site/assets/exposed-2.js", "/* an exposed module */");
  write("service-worker.js", "/* the offline service worker */");
  write("manifest.webmanifest", JSON.stringify({ name: "Amani Friends Church" }));
  write("images/logo.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>");
  return dir;
}

function standalone(env: Record<string, string> = {}, following = true) {
  const settings = parseSettings({
    API_ORIGIN: "http://church-api:3000",
    PUBLIC_BASE_URL: "https://church.example.org",
    INSTANCE_ID: "site-1",
    ...env,
  });
  const dir = clientDir();
  const pages = createPageServer({
    clientDir: dir,
    origin: settings.PUBLIC_BASE_URL,
    // The contracts' mocks answer the renderer's reads of the API (test setup).
    fetchApi: (path, init) => fetch(new URL(path, window.location.origin), init),
    cacheMs: settings.PAGE_CACHE_MS,
  });
  return { app: createStandaloneApp({ settings, clientDir: dir, pages, following: () => following }), pages };
}

const { app, pages } = standalone();
const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe("the public site's own server", () => {
  it("renders every other GET through the page server, with the public site's security headers", async () => {
    const res = await get("/events");
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const event of eventsFixtures.filter((e) => e.status === "published"))
      expect(html).toContain(event.title);
    // The same headers as the one-origin server's on a public page: one source (infra/web-server).
    const expected = new Headers({ "content-type": "text/html; charset=utf-8" });
    securityHeaders({ remoteEntries: ["/_mf/site/remoteEntry.js"], hsts: true })("/events", expected);
    for (const [name, value] of expected) expect(res.headers.get(name), name).toBe(value);
    expect(res.headers.get("content-security-policy")).toContain(
      "frame-src https://www.youtube-nocookie.com",
    );
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=31536000/);
    expect(res.headers.get("x-instance-id")).toBe("site-1");
    expect((await get("/sw/no-such-page")).status).toBe(404);
    expect((await get("/sitemap.xml")).headers.get("content-type")).toBe("application/xml; charset=utf-8");
  });

  it("serves the build's files: hashed ones cached a year and compressed, the others revalidated", async () => {
    const asset = await get("/assets/index-1.js", { "accept-encoding": "gzip, br" });
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await asset.arrayBuffer())).toString()).toContain("amani");
    // Files are not pages: the strict CSP, none of the page-only headers.
    expect(asset.headers.get("content-security-policy")).toContain("default-src 'none'");
    for (const name of Object.keys(pageOnlyHeaders)) expect(asset.headers.get(name), name).toBeNull();
    expect((await get("/_mf/site/assets/exposed-2.js")).headers.get("cache-control")).toBe(
      "public, max-age=31536000, immutable",
    );
    const entry = await get("/_mf/site/remoteEntry.js");
    expect(entry.headers.get("cache-control")).toBe("no-cache");
    expect(await entry.text()).toContain("remote entry");
    expect((await get("/images/logo.svg")).headers.get("content-type")).toBe("image/svg+xml");
  });

  it("serves the service worker revalidated, allowed to fetch this origin only, and the manifest with its type", async () => {
    const worker = await get("/service-worker.js");
    expect(worker.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(worker.headers.get("cache-control")).toBe("no-cache");
    expect(worker.headers.get("content-security-policy")).toBe(
      "default-src 'none'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    const manifest = await get("/manifest.webmanifest");
    expect(manifest.headers.get("content-type")).toBe("application/manifest+json");
    expect(manifest.headers.get("content-security-policy")).toContain("default-src 'none'");
    // Pages allow both (a worker from this origin, a manifest from this origin).
    const page = await get("/");
    expect(page.headers.get("content-security-policy")).toContain("worker-src 'self'");
    expect(page.headers.get("content-security-policy")).toContain("manifest-src 'self'");
  });

  it("renders the data saver's page apart: by its cookie or the browser's Save-Data, never from the other copy", async () => {
    const plain = await get("/about");
    expect(plain.headers.get("vary")).toBe("accept-encoding, cookie, save-data");
    const state = async (res: Response) =>
      JSON.parse(
        /<script type="application\/json" id="page-state">(.*?)<\/script>/s.exec(await res.text())?.[1] ??
          "{}",
      );
    expect((await state(plain)).dataSaver).toBe(false);
    expect((await state(await get("/about", { "save-data": "on" }))).dataSaver).toBe(true);
    expect((await state(await get("/about", { cookie: "ps-data-saver=on" }))).dataSaver).toBe(true);
    // The visitor's own choice wins over the browser's hint.
    expect(
      (await state(await get("/about", { cookie: "ps-data-saver=off", "save-data": "on" }))).dataSaver,
    ).toBe(false);
    expect((await state(await get("/about"))).dataSaver).toBe(false);
  });

  it("never sends the renderer's template or the build's notes, and 404s a missing file without rendering", async () => {
    const template = await get("/index.html");
    expect(template.status).toBe(404);
    expect(await template.text()).not.toContain("<!--app-body-->");
    expect((await get("/.vite/manifest.json")).status).toBe(404);
    const before = pages.size();
    expect((await get("/assets/gone-9.js")).status).toBe(404);
    expect((await get("/_mf/site/missing")).status).toBe(404);
    expect(pages.size()).toBe(before);
    expect((await get("/../package.json")).status).toBe(404);
  });

  it("answers probes, the remote entries' addresses, and nothing of the API", async () => {
    const health = await get("/_health");
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: "ok", publishedChanges: "following" });
    const reconnecting = standalone({}, false).app;
    expect(await (await reconnecting.request("/_health")).json()).toMatchObject({
      publishedChanges: "reconnecting",
    });
    expect(await (await get("/_mf/remotes.json")).json()).toEqual({
      publicSite: "/_mf/site/remoteEntry.js",
      adminPortal: "/_mf/admin/remoteEntry.js",
      pastorCrm: "/_mf/crm/remoteEntry.js",
    });
    const api = await get("/api/events");
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ error: { code: "not_found" } });
    const post = await app.request("/contact", { method: "POST", body: "x" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
  });

  it("follows its settings: a remote entry on a CDN is allowed by the CSP, no HSTS over plain HTTP", async () => {
    const { app: other } = standalone({
      PUBLIC_BASE_URL: "http://localhost:8080",
      REMOTE_ADMIN_PORTAL: "https://cdn.example.org/admin/remoteEntry.js",
    });
    const res = await other.request("/about");
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self' https://cdn.example.org");
    expect(res.headers.get("strict-transport-security")).toBeNull();
    expect(await (await other.request("/_mf/remotes.json")).json()).toMatchObject({
      adminPortal: "https://cdn.example.org/admin/remoteEntry.js",
    });
  });
});

describe("the page server's reads of the API", () => {
  it("go to API_ORIGIN with nothing of the visitor", async () => {
    const seen: Headers[] = [];
    mockApi.use(
      http.get("http://church-api.internal:3000/api/events", ({ request }) => {
        seen.push(request.headers);
        return HttpResponse.json({ events: [] });
      }),
    );
    const read = apiReader(
      parseSettings({ API_ORIGIN: "http://church-api.internal:3000", PUBLIC_BASE_URL: "https://x.example" }),
    );
    const res = await read("/api/events", {
      headers: { accept: "application/json", cookie: "church_access=staff", authorization: "Bearer x" },
      credentials: "include",
    });
    expect(await res.json()).toEqual({ events: [] });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.get("accept")).toBe("application/json");
    expect(seen[0]?.get("cookie")).toBeNull();
    expect(seen[0]?.get("authorization")).toBeNull();
  });
});
