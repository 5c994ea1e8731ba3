import { budgetKb, collectFirstLoad } from "../../bench/public-site/first-load-js.ts";
import { expect, test } from "../../scripts/e2e-test.ts";

/**
 * First-load JavaScript of an anonymous visitor (every JavaScript file fetched until the network is
 * idle, gzipped), on a phone-sized screen with an empty cache: every public page is an islands page (no
 * React on a visitor's first load), within 12 KB, and no Module Federation runtime (it loads for
 * signed-in staff only).
 * `npm run bench:public-site` (bench/) prints the figures of every route with Lighthouse's scores.
 */
test.describe("first-load JavaScript budgets", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [path, limit] of [
    // No React until a part is touched (or, on a wide screen, the live chat beside the player).
    ["/", budgetKb],
    ["/sw/", budgetKb],
    ["/events", budgetKb],
    ["/sw/events", budgetKb],
    ["/events/sunday-worship-service", budgetKb],
    ["/give", budgetKb],
    ["/audio-services", budgetKb],
    ["/audio-services/a2000000-0000-4000-8000-000000000001", budgetKb],
    ["/cookie-policy", budgetKb],
    ["/articles", budgetKb],
    ["/sw/articles", budgetKb],
    ["/announcements", budgetKb],
    ["/featured-news", budgetKb],
    ["/join-in-person", budgetKb],
    ["/worship", budgetKb],
    ["/watch-online", budgetKb],
    ["/contact", budgetKb],
    ["/schedule-meeting", budgetKb],
    ["/search", budgetKb],
    ["/live-stream", budgetKb],
  ] as const) {
    test(`${path} loads at most ${limit} KB gzipped, without the federation runtime`, async ({
      page,
    }, testInfo) => {
      const result = await collectFirstLoad(page, path);
      testInfo.annotations.push({
        type: "first-load JS",
        description: `${result.totalGzipKb.toFixed(1)} KB gzipped in ${result.files.length} files`,
      });
      expect(result.files.length).toBeGreaterThan(0);
      expect(result.files.filter((file) => file.federation).map((file) => file.url)).toEqual([]);
      expect(result.totalGzipKb).toBeLessThanOrEqual(limit);
    });
  }
});
