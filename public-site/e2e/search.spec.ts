import type { Page } from "@playwright/test";
import { expect, newContext, test } from "../../scripts/e2e-test.ts";
import { pathIn } from "../src/lib/language.ts";

// /search as a visitor uses it on a fresh demo start: the page a person expects comes first, with the
// typed word marked, in English and in Swahili; the suggested searches find something.

async function searchFor(page: Page, words: string) {
  const box = page.getByRole("searchbox");
  await box.fill(words);
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(words).replace(/%20/g, "(\\+|%20)")}`));
}

const firstHit = (page: Page) =>
  page
    .getByRole("list", { name: /Search results|Matokeo ya utafutaji/ })
    .getByRole("listitem")
    .first();

const cases = {
  en: [
    ["youth", "Youth Ministry", "/programs/youth"],
    ["parking", "Join Us In Person", "/join-in-person"],
    ["giving", "Give", "/give"],
  ],
  sw: [
    ["vijana", "Huduma ya Vijana", "/programs/youth"],
    ["maegesho", "Jiunge Nasi Ana kwa Ana", "/join-in-person"],
    ["sadaka", "Toa Sadaka", "/give"],
  ],
} as const;

for (const language of ["en", "sw"] as const) {
  test(`search in ${language === "en" ? "English" : "Swahili"} puts the expected page first and marks the words`, async ({
    browser,
  }) => {
    const context = await newContext(browser, { viewport: { width: 390, height: 844 } });
    await context.addInitScript(() => {
      localStorage.setItem(
        "church-cookie-consent",
        JSON.stringify({ analyticsConsent: false, consentTimestamp: Date.now() }),
      );
    });
    const page = await context.newPage();
    await page.goto(pathIn(language, "/search"));
    await page.locator("html[data-app-ready]").waitFor();

    // Every suggested search finds something.
    const suggestions = page.getByRole("navigation", { name: /Suggested searches|Utafutaji unaopendekezwa/ });
    const examples = await suggestions.getByRole("link").allTextContents();
    expect(examples.length).toBeGreaterThanOrEqual(3);
    for (const example of examples) {
      await page.goto(`${pathIn(language, "/search")}?q=${encodeURIComponent(example)}`);
      await expect(firstHit(page), example).toBeVisible();
    }

    for (const [words, title, path] of cases[language]) {
      await searchFor(page, words);
      const hit = firstHit(page);
      await expect(hit.getByRole("link", { name: title, exact: true })).toHaveAttribute(
        "href",
        pathIn(language, path),
      );
      // The typed word is marked (with its other forms: "giving" marks "Give" too).
      await expect(
        hit
          .locator("mark")
          .filter({ hasText: new RegExp(`^${words}$`, "i") })
          .first(),
      ).toBeVisible();
    }

    // The hit leads to the page it names.
    await firstHit(page).getByRole("link").click();
    await expect(page).toHaveURL(/\/give$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(cases[language][2][1]);
    await context.close();
  });
}
