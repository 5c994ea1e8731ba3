import { expect, test } from "@playwright/test";
import { budgetKb, collectFirstLoad } from "../../bench/public-site/first-load-js.ts";

/**
 * The home page's first-load JavaScript (every JS file fetched until the network is idle, gzipped),
 * on a phone-sized screen with an empty cache. `npm run bench:public-site` (bench/) prints the same
 * figure with Lighthouse's score and fails over the budget.
 */

// Today's figure plus a little room (see README, Budgets): any growth fails here at once.
const ceilingKb = 285;

test.describe("home page JavaScript budget", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test(`first load does not grow past ${ceilingKb} KB gzipped`, async ({ page }, testInfo) => {
    const result = await collectFirstLoad(page, "/");
    testInfo.annotations.push({
      type: "first-load JS",
      description: `${result.totalGzipKb.toFixed(1)} KB gzipped in ${result.files.length} files`,
    });
    expect(result.files.length).toBeGreaterThan(0);
    expect(result.totalGzipKb).toBeLessThanOrEqual(ceilingKb);
  });

  test(`first load within the ${budgetKb} KB budget`, async ({ page }) => {
    // Known miss (README, Budgets): the shared singletons alone (React DOM, React Router, ui-kit,
    // i18next, TanStack Query, sonner, the federation runtime) come to ~220 KB. Playwright reports
    // this as an expected failure until the page fits; then it fails as an unexpected pass, and
    // this line goes.
    test.fail(true, "the home page's first load is over the 150 KB budget");
    const result = await collectFirstLoad(page, "/");
    expect(result.totalGzipKb).toBeLessThanOrEqual(budgetKb);
  });
});
