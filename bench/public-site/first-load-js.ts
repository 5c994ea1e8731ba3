/**
 * The public home page's first-load JavaScript, as a visitor's browser fetches it: Chromium opens
 * `/` on a phone-sized screen, waits for the network to go idle, and every JavaScript response is
 * gzipped (zlib level 9, as Vite's report) and summed. Exits 1 when the sum is over the budget.
 *
 *   tsx bench/public-site/first-load-js.ts                 # starts the one-origin server itself
 *   tsx bench/public-site/first-load-js.ts --url http://localhost:3000
 *   ... --json                                             # machine-readable result on stdout
 *
 * Needs the built public site (`node scripts/pnpm.mjs --filter ./public-site build`).
 */
import { gzipSync } from "node:zlib";
import { chromium, type Page } from "playwright-core";
import { chromiumArgs, chromiumPath, startServer } from "./server.ts";

/**
 * The budget of every public page (gzipped KB; all are islands pages since 2026-11-29, the pages of the
 * whole app had `routeBudgetKb` = 180 until then): what the site reaches today, so that npm test catches
 * a step back; `npm run bench:public-site` prints issue 31's (60 KB for the home page, 90 for the others). Was 150 until 2026-11-28: the visitor's own time beside Buffalo's (decision
 * 032) added 1.3-2.2 KB that did not fit; 153 until the per-page style sheets (decision 013, 2026-11-28):
 * the list of each page's sheets that the loader of code-split modules brings along added 0.7 KB
 * (`/sw/` 152.5 -> 153.2 KB), for 5 KB less HTML before the first paint; 154 until the home page
 * became an islands page (decision 013, 2026-11-29: `/` 152.0 -> 141.2 KB, `/sw/` 153.2 -> 142.3 KB).
 * Every other page is about 5 KB over its figure of before then (`/events` 158.1 -> 163.5 KB): the
 * whole app's start and the layout's live parts are chunks of their own, shared with the islands.
 * 146 until an anonymous visitor's first load of an islands page ran no React (2026-11-29: `/` 141.2
 * -> 7.3 KB, the visitor's own time filled in without React included: the bench's browser is on UTC).
 */
export const budgetKb = 12;

/** `federation`: the file is (or holds) the Module Federation runtime, which sets up `__FEDERATION__`. */
export type JsFile = { url: string; bytes: number; gzipKb: number; federation: boolean };
export type FirstLoad = { totalGzipKb: number; files: JsFile[] };

const kb = (bytes: number) => Math.round((bytes / 1024) * 100) / 100;

/** Every JavaScript file `page` fetches while opening `url`, until the network is idle, with its gzip size. */
export async function collectFirstLoad(page: Page, url: string): Promise<FirstLoad> {
  const pending: Promise<JsFile | undefined>[] = [];
  page.on("response", (response) => {
    const type = response.headers()["content-type"] ?? "";
    const isJs = /javascript|ecmascript/.test(type) || /\.m?js$/.test(new URL(response.url()).pathname);
    if (!isJs || response.status() >= 300) return;
    pending.push(
      response.body().then(
        (body) => ({
          url: response.url(),
          bytes: body.length,
          gzipKb: kb(gzipSync(body, { level: 9 }).length),
          federation: body.includes("__FEDERATION__"),
        }),
        () => undefined,
      ),
    );
  });
  await page.goto(url, { waitUntil: "networkidle" });
  // The app marks the page once it has taken over from the prerendered HTML.
  await page.waitForSelector("html[data-app-ready]", { timeout: 30_000 });
  await page.waitForLoadState("networkidle");
  const files = (await Promise.all(pending)).filter((file): file is JsFile => file !== undefined);
  const unique = [...new Map(files.map((file) => [file.url, file])).values()];
  unique.sort((a, b) => b.gzipKb - a.gzipKb);
  const totalGzipKb = kb(unique.reduce((sum, file) => sum + file.gzipKb * 1024, 0));
  return { totalGzipKb, files: unique };
}

/** The same in a fresh Chromium with a phone-sized screen and an empty cache. */
export async function measureFirstLoad(url: string): Promise<FirstLoad> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    return await collectFirstLoad(await context.newPage(), url);
  } finally {
    await browser.close();
  }
}

async function main() {
  const args = process.argv.slice(2);
  const urlIndex = args.indexOf("--url");
  const server = urlIndex >= 0 ? undefined : await startServer();
  const base = urlIndex >= 0 ? (args[urlIndex + 1] ?? "") : (server?.url ?? "");
  try {
    const pathIndex = args.indexOf("--path");
    const result = await measureFirstLoad(
      new URL(pathIndex >= 0 ? (args[pathIndex + 1] ?? "/") : "/", base).href,
    );
    const ok = result.totalGzipKb <= budgetKb;
    if (args.includes("--json")) console.log(JSON.stringify({ ...result, budgetKb, ok }, null, 2));
    else {
      for (const file of result.files) {
        const name = new URL(file.url).pathname;
        console.log(
          `${file.gzipKb.toFixed(2).padStart(8)} KB  ${name.length > 90 ? `...${name.slice(-87)}` : name}`,
        );
      }
      console.log(
        `Home page first load: ${result.totalGzipKb.toFixed(1)} KB of gzipped JavaScript in ${result.files.length} files (budget ${budgetKb} KB): ${ok ? "ok" : "OVER BUDGET"}`,
      );
    }
    process.exitCode = ok ? 0 : 1;
  } finally {
    await server?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
