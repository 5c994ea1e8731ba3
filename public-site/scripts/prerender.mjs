#!/usr/bin/env node
import { existsSync } from "node:fs";
/**
 * Prerenders the public routes to HTML after `vite build`, so titles, descriptions, canonical links,
 * social cards, JSON-LD and the page text are in the page without JavaScript; the app then hydrates.
 *
 *   node scripts/prerender.mjs                 static routes, no API data (build time)
 *   node scripts/prerender.mjs --api <origin>  also articles and announcements, with live data
 *
 * Each page is rendered in headless Chromium (CHROMIUM_PATH, default /usr/bin/chromium) from a small
 * static server over dist/. Without --api, API calls are left pending, so data sections stay in their
 * loading state rather than claiming there is nothing. PRERENDER=0 skips this step.
 * dist/index.html becomes the prerendered home page; dist/200.html keeps the empty app shell for
 * every route without its own page.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import { dirname, extname, join, normalize, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const dist = join(dirname(fileURLToPath(import.meta.url)), "..", "dist");
const argApi = process.argv.indexOf("--api");
const apiOrigin = argApi > 0 ? (process.argv[argApi + 1] ?? "").replace(/\/+$/, "") : "";
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Every route without a parameter (src/app/prerender.test.ts keeps it in step with publicRoutes). */
const staticRoutes = [
  "/",
  "/about",
  "/about/mission",
  "/about/pastor",
  "/about/faith-practice",
  "/worship",
  "/worship/times",
  "/worship/in-person",
  "/join-in-person",
  "/worship/livestream",
  "/watch-online",
  "/live-stream",
  "/audio-services",
  "/programs",
  "/programs/mens",
  "/programs/womens",
  "/programs/youth",
  "/programs/outreach",
  "/events",
  "/news",
  "/featured-news",
  "/announcements",
  "/articles",
  "/give",
  "/contact",
  "/schedule-meeting",
  "/privacy",
  "/terms",
  "/cookie-policy",
  "/search",
];

const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".woff2": "font/woff2",
  ".txt": "text/plain",
  ".xml": "application/xml",
};

/** Serves dist/ with the app shell for page routes, as the one-origin server does. */
function startStaticServer(shell) {
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://local").pathname);
    const file = normalize(join(dist, path));
    if (file.startsWith(dist + sep) && extname(file) && existsSync(file)) {
      response.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" });
      response.end(await readFile(file));
      return;
    }
    if (extname(path)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": types[".html"] }).end(shell);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

async function routesWithData() {
  if (!apiOrigin) return [];
  const get = async (path, key) => {
    try {
      const response = await fetch(`${apiOrigin}${path}`);
      return response.ok ? ((await response.json())[key] ?? []) : [];
    } catch {
      return [];
    }
  };
  const articles = await get("/api/articles", "articles");
  const announcements = await get("/api/announcements", "announcements");
  return [
    ...articles.filter((item) => !item.isExternal).map((item) => `/articles/${item.slug}`),
    ...announcements.map((item) => `/announcements/${item.slug}`),
  ];
}

async function main() {
  if (process.env.PRERENDER === "0") return console.log("prerender: skipped (PRERENDER=0)");
  if (!existsSync(executablePath)) {
    return console.warn(
      `prerender: no Chromium at ${executablePath}; pages are served as the app shell only`,
    );
  }
  const shell = await readFile(join(dist, "index.html"), "utf8");
  // A re-run must start from the shell, not from an earlier prerendered home page.
  const cleanShell = shell.includes("data-prerendered")
    ? await readFile(join(dist, "200.html"), "utf8")
    : shell;
  await writeFile(join(dist, "200.html"), cleanShell);
  const server = await startStaticServer(cleanShell);
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--no-first-run",
    ],
  });
  const routes = [...staticRoutes, ...(await routesWithData())];
  let written = 0;
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => {
      window.__PRERENDER__ = true;
    });
    await context.route("**/*", async (route) => {
      const url = new URL(route.request().url());
      if (url.origin === origin && url.pathname.startsWith("/api/")) {
        if (apiOrigin) return route.continue({ url: `${apiOrigin}${url.pathname}${url.search}` });
        return; // left pending: data sections keep their loading state
      }
      if (url.origin !== origin || url.pathname.startsWith("/_mf/")) return route.abort();
      return route.continue();
    });
    const page = await context.newPage();
    for (const route of routes) {
      await page.goto(`${origin}${route}`, { waitUntil: "domcontentloaded" });
      await page.locator("h1").first().waitFor({ timeout: 15_000 });
      // The admin portal is not served here: wait for the header's plain Login link to stand in.
      await page
        .locator(".ps-header__account a")
        .waitFor({ timeout: 5000 })
        .catch(() => {});
      if (apiOrigin) await page.waitForLoadState("networkidle");
      await page.waitForTimeout(150);
      const html = (
        await page.evaluate((path) => {
          document.getElementById("root")?.setAttribute("data-prerendered", path);
          document.documentElement.removeAttribute("data-app-ready");
          // Controls only work once the app runs: disabled in the static copy, so nothing typed or
          // chosen before then is lost when the app takes over (links keep working without it).
          for (const control of document.querySelectorAll("#root :is(button, input, select, textarea)")) {
            control.setAttribute("disabled", "");
          }
          // The style sheets (the app's and the ones its shared modules added at run time) go first in
          // <head>, ahead of the scripts: a browser opens a handful of connections at a time, and the
          // first paint waits for the CSS, not for the JavaScript. Each module is preloaded once.
          const head = document.head;
          const firstScript = head.querySelector('script[src], link[rel="modulepreload"]');
          for (const sheet of head.querySelectorAll('link[rel="stylesheet"]'))
            head.insertBefore(sheet, firstScript);
          const preloaded = new Set();
          for (const link of head.querySelectorAll('link[rel="modulepreload"]')) {
            const href = link.getAttribute("href");
            if (preloaded.has(href)) link.remove();
            else preloaded.add(href);
          }
          return `<!doctype html>\n${document.documentElement.outerHTML}`;
        }, route)
      ).replaceAll(origin, ""); // links the app added at run time point at this temporary server
      const target = route === "/" ? join(dist, "index.html") : join(dist, route.slice(1), "index.html");
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, html);
      written++;
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`prerender: ${written} pages written${apiOrigin ? ` (data from ${apiOrigin})` : ""}`);
}

await main();
