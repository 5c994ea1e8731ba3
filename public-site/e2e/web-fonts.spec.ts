import type { Page } from "@playwright/test";
import { expect, test } from "../../scripts/e2e-test.ts";

/*
 * Web fonts (issue #29 item 9, decision 034): a first visit downloads none (it could not use them:
 * they are optional fonts, never swapped in after the first paint); from the next page load on they
 * come with the page, and data saver never fetches them.
 */
const fontsRequested = (page: Page) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font" || request.url().endsWith(".woff2")) fonts.push(request.url());
  });
  return fonts;
};

for (const path of ["/", "/sw/events"]) {
  test(`a first visit to ${path} downloads no font; the next page load brings them`, async ({ page }) => {
    const fonts = fontsRequested(page);
    await page.goto(path);
    await page.locator("html[data-app-ready]").waitFor();
    await page.waitForLoadState("load");
    expect(fonts).toEqual([]);
    await expect
      .poll(async () => (await page.context().cookies()).some((c) => c.name === "ps-fonts"))
      .toBe(true);

    await page.reload();
    await page.locator("html[data-app-ready]").waitFor();
    await expect.poll(() => fonts.length).toBeGreaterThan(0);
    expect(fonts.every((url) => new URL(url).pathname.startsWith("/assets/"))).toBe(true);
  });
}

test.describe("with the browser's data saver on", () => {
  test.use({ extraHTTPHeaders: { "Save-Data": "on" } });

  test("no font is downloaded, even for a returning visitor", async ({ page, baseURL }) => {
    const fonts = fontsRequested(page);
    await page.context().addCookies([{ name: "ps-fonts", value: "1", url: baseURL ?? "" }]);
    await page.goto("/");
    await page.locator("html[data-app-ready]").waitFor();
    await page.reload();
    await page.locator("html[data-app-ready]").waitFor();
    await page.waitForLoadState("load");
    expect(fonts).toEqual([]);
  });
});

test("with the site's own data saver chosen, no font cookie is set and no font downloaded", async ({
  page,
  baseURL,
}) => {
  const fonts = fontsRequested(page);
  await page.context().addCookies([{ name: "ps-data-saver", value: "on", url: baseURL ?? "" }]);
  for (let visit = 0; visit < 2; visit++) {
    await page.goto("/");
    await page.locator("html[data-app-ready]").waitFor();
    await page.waitForLoadState("load");
  }
  expect((await page.context().cookies()).some((c) => c.name === "ps-fonts")).toBe(false);
  expect(fonts).toEqual([]);
});
