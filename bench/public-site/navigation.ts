/**
 * A move from one public page to the next, as a visitor makes it (decision 013, islands pages): the
 * footer's Give link, clicked once the page is ready, until the giving page's heading shows and until
 * that page is ready (`data-app-ready`). From `/` (an islands page) the move is a page load; from
 * `/about` (the whole app) the app renders the page itself. Chromium at 390 px, cookie choice made,
 * each run in a fresh context (the browser's HTTP cache and service worker empty), medians of RUNS (5).
 *
 *   tsx bench/public-site/navigation.ts       # starts the one-origin server itself (built apps)
 */
import { chromium } from "playwright-core";
import { chromiumArgs, chromiumPath, startServer } from "./server.ts";

const runs = Number(process.env.RUNS ?? 5);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const server = await startServer();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  for (const from of ["/", "/about"]) {
    const shown: number[] = [];
    const ready: number[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await context.addInitScript(() =>
        localStorage.setItem(
          "church-cookie-consent",
          JSON.stringify({ analyticsConsent: false, consentTimestamp: Date.now() }),
        ),
      );
      const page = await context.newPage();
      await page.goto(`${server.url}${from}`);
      await page.waitForSelector("html[data-app-ready]");
      await page.waitForLoadState("networkidle");
      const link = page.locator('footer a[href="/give"]').first();
      await link.scrollIntoViewIfNeeded();
      await page.waitForLoadState("networkidle");
      const started = Date.now();
      await link.click();
      await page.getByRole("heading", { level: 1, name: /Give/ }).waitFor();
      shown.push(Date.now() - started);
      await page.waitForSelector("html[data-app-ready]");
      ready.push(Date.now() - started);
      await context.close();
    }
    console.log(
      `${from} -> /give (${from === "/" ? "page load" : "inside the app"}): heading after ${median(shown)} ms, ready after ${median(ready)} ms (medians of ${runs}; ${shown.join(", ")} / ${ready.join(", ")})`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
