/**
 * `npm run bench:public-site` (at the top, or in bench/): the public site's budgets of issue 31 on the
 * built apps, one server (the one-origin server, demo content plus 20 events, 10 sermons and 10 articles
 * created through the API first: content.ts) for all of them:
 *  - first-load JavaScript of an anonymous visitor (every JS file fetched until the network is idle,
 *    gzipped, Chromium at 390 px, empty cache): the home page in both languages <= 60 KB, every other
 *    page <= 90 KB, and no Module Federation runtime among them (npm test's budget.spec.ts holds the
 *    figure reached so far: first-load-js.ts `budgetKb`);
 *  - the page's HTML as sent to a first visit, brotli: `/`, `/events` and `/give` <= 15 KB;
 *  - Lighthouse mobile (default throttling), medians of LIGHTHOUSE_RUNS (5) runs, on `/`, `/events`, an
 *    event page, `/give`, `/audio-services`, a sermon page and `/sw/`: performance >= 95, LCP <= 2.0 s,
 *    TBT <= 150 ms, accessibility, best practices and SEO 100; and the main thread's work on `/events`
 *    <= 1.5 s (LIGHTHOUSE=0 skips them).
 * Prints Markdown tables (the README's Budgets) and exits 1 when a budget is missed.
 */
import { cpus, loadavg } from "node:os";
import { createBudgetContent, extraContent } from "./content.ts";
import { measureFirstLoad } from "./first-load-js.ts";
import { describe, medianLighthouse, meetsBudget } from "./lighthouse.ts";
import { measurePageSize } from "./page-size.ts";
import { startServer } from "./server.ts";

/** Issue 31's budgets (KB, ms). */
const budgets = { homeJsKb: 60, routeJsKb: 90, pageBrotliKb: 15, eventsMainThreadMs: 1500 };

const verdict = (met: boolean) => (met ? "met" : "MISSED");

const server = await startServer();
let ok = true;
try {
  await createBudgetContent(server.url, server.dataDir);
  console.log(
    `${new Date().toISOString()}, ${cpus().length} cores, load ${loadavg()
      .map((n) => n.toFixed(2))
      .join(
        " / ",
      )}; demo content plus ${extraContent.events} events, ${extraContent.sermons} sermons and ${extraContent.articles} articles\n`,
  );
  const json = async <T>(path: string) => (await (await fetch(`${server.url}${path}`)).json()) as T;
  const { events } = await json<{ events: { slug: string }[] }>("/api/events");
  const { audioServices } = await json<{ audioServices: { id: string }[] }>("/api/audio-services");
  const eventPage = `/events/${events[0]?.slug ?? "none"}`;
  const sermonPage = `/audio-services/${audioServices[0]?.id ?? "none"}`;

  console.log("| Page | First-load JavaScript (gzip) | Budget | |\n|---|---|---|---|");
  const homes = ["/", "/sw/"];
  const others = [
    "/events",
    "/sw/events",
    eventPage,
    "/audio-services",
    sermonPage,
    "/give",
    "/sw/give",
    "/contact",
    "/schedule-meeting",
    "/live-stream",
    "/news",
    "/search",
  ];
  for (const path of [...homes, ...others]) {
    const budget = homes.includes(path) ? budgets.homeJsKb : budgets.routeJsKb;
    const result = await measureFirstLoad(`${server.url}${path}`);
    const federation = result.files.filter((file) => file.federation);
    const met = result.totalGzipKb <= budget && federation.length === 0;
    ok &&= met;
    console.log(
      `| \`${path}\` | ${result.totalGzipKb.toFixed(1)} KB in ${result.files.length} files${federation.length ? " (federation runtime!)" : ""} | <= ${budget} KB | ${verdict(met)} |`,
    );
  }

  console.log(
    "\n| Page | HTML of a first visit, brotli as sent (at quality 11; uncompressed) | Budget | |\n|---|---|---|---|",
  );
  for (const path of ["/", "/events", "/give"]) {
    const size = await measurePageSize(`${server.url}${path}`);
    const met = size.brotliKb <= budgets.pageBrotliKb;
    ok &&= met;
    console.log(
      `| \`${path}\` | ${size.brotliKb.toFixed(1)} KB (${size.bestBrotliKb.toFixed(1)} KB; ${size.htmlKb.toFixed(1)} KB) | <= ${budgets.pageBrotliKb} KB | ${verdict(met)} |`,
    );
  }

  if (process.env.LIGHTHOUSE !== "0") {
    const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
    console.log(`\n| Page | Lighthouse mobile, medians of ${runs} runs | |\n|---|---|---|`);
    for (const path of ["/", "/events", eventPage, "/give", "/audio-services", sermonPage, "/sw/"]) {
      const { median } = await medianLighthouse(`${server.url}${path}`, runs);
      let met = meetsBudget(median);
      let note = "";
      if (path === "/events") {
        const mainThreadMet = median.metrics.mainThreadMs <= budgets.eventsMainThreadMs;
        note = `; main thread <= ${budgets.eventsMainThreadMs / 1000} s: ${verdict(mainThreadMet)}`;
        met &&= mainThreadMet;
      }
      ok &&= met;
      console.log(`| \`${path}\` | ${describe(median)} | ${verdict(met)}${note} |`);
    }
  }
  process.exitCode = ok ? 0 : 1;
} finally {
  await server.stop();
}
