/**
 * `npm run bench:public-site` (in bench/): the public site's budgets on the built app, one server for
 * both: the home page's first-load JavaScript (<= 150 KB gzipped) and Lighthouse mobile performance
 * (>= 90, median of 3 runs). Exits 1 when either is missed.
 */
import { budgetKb, measureFirstLoad } from "./first-load-js.ts";
import { describe, medianLighthouse, minimumScore } from "./lighthouse.ts";
import { startServer } from "./server.ts";

const server = await startServer();
try {
  const home = `${server.url}/`;
  const js = await measureFirstLoad(home);
  const jsOk = js.totalGzipKb <= budgetKb;
  console.log(
    `public-site home, first-load JavaScript: ${js.totalGzipKb.toFixed(1)} KB gzipped in ${js.files.length} files (budget ${budgetKb} KB): ${jsOk ? "ok" : "OVER BUDGET"}`,
  );
  const { median } = await medianLighthouse(home, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
  const lighthouseOk = median.score >= minimumScore;
  console.log(
    `public-site home, Lighthouse mobile: ${describe(median)} (budget >= ${minimumScore}): ${lighthouseOk ? "ok" : "BELOW BUDGET"}`,
  );
  process.exitCode = jsOk && lighthouseOk ? 0 : 1;
} finally {
  await server.stop();
}
