/**
 * `npm run bench:public-site` (in bench/): the public site's budgets on the built apps, one server
 * (the one-origin server, demo content) for all of them:
 *  - first-load JavaScript of an anonymous visitor (every JS file fetched until the network is idle,
 *    gzipped, Chromium at 390 px, empty cache): the home page in both languages <= 150 KB, every
 *    other route below <= 180 KB, and no Module Federation runtime among them;
 *  - Lighthouse mobile (default throttling), median of LIGHTHOUSE_RUNS (3) runs, on `/`, `/events`, an
 *    event page, `/give`, `/audio-services`, a sermon page and `/sw/`: performance >= 95, LCP <= 2.0 s,
 *    accessibility, best practices and SEO 100 (LIGHTHOUSE=0 skips it).
 * Prints a Markdown table (the README's Budgets) and exits 1 when a budget is missed.
 */
import { budgetKb, measureFirstLoad, routeBudgetKb } from "./first-load-js.ts";
import { describe, medianLighthouse, meetsBudget } from "./lighthouse.ts";
import { startServer } from "./server.ts";

const server = await startServer();
let ok = true;
try {
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
    const budget = homes.includes(path) ? budgetKb : routeBudgetKb;
    const result = await measureFirstLoad(`${server.url}${path}`);
    const federation = result.files.filter((file) => file.federation);
    const met = result.totalGzipKb <= budget && federation.length === 0;
    ok &&= met;
    console.log(
      `| \`${path}\` | ${result.totalGzipKb.toFixed(1)} KB in ${result.files.length} files${federation.length ? " (federation runtime!)" : ""} | <= ${budget} KB | ${met ? "met" : "MISSED"} |`,
    );
  }

  if (process.env.LIGHTHOUSE !== "0") {
    console.log("\n| Page | Lighthouse mobile, median of runs | |\n|---|---|---|");
    const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
    for (const path of ["/", "/events", eventPage, "/give", "/audio-services", sermonPage, "/sw/"]) {
      const { median } = await medianLighthouse(`${server.url}${path}`, runs);
      const met = meetsBudget(median);
      ok &&= met;
      console.log(`| \`${path}\` | ${describe(median)} | ${met ? "met" : "MISSED"} |`);
    }
  }
  process.exitCode = ok ? 0 : 1;
} finally {
  await server.stop();
}
