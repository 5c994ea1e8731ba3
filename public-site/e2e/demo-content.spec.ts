import { readFile } from "node:fs/promises";
import { publicRoutes } from "@church/contracts";
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { pathIn } from "../src/lib/language.ts";

// A fresh demo start as a visitor finds it (issue #17): every sermon plays and downloads, every public
// list has items in both languages, and no page speaks to staff. Runs on the one-origin server.

type Language = "en" | "sw";

/** A visitor's page in a language: its pages are opened at that language's addresses (`open`). */
async function visitorPage(browser: Browser, language: Language, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(() => {
    localStorage.setItem(
      "church-cookie-consent",
      JSON.stringify({ analyticsConsent: false, consentTimestamp: Date.now() }),
    );
  });
  const page = await context.newPage();
  languages.set(page, language);
  return page;
}
const languages = new WeakMap<Page, Language>();

async function open(page: Page, path: string) {
  await page.goto(pathIn(languages.get(page) ?? "en", path));
  await page.locator("html[data-app-ready]").waitFor();
  await expect(page.locator(".ck-spinner")).toHaveCount(0);
}

const currentTime = (player: Locator) =>
  player.locator("audio").evaluate((a: HTMLAudioElement) => a.currentTime);

test("every demo sermon plays for 2 seconds and downloads as an MP3", async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await visitorPage(browser, "en");
  await open(page, "/audio-services");
  const players = page.locator(".ps-player");
  await expect(players).toHaveCount(6);
  const titles = await page.locator(".ps-audio-card h2, .ps-audio-card h3").allTextContents();
  expect(titles).toHaveLength(6);
  for (const title of titles) {
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
    await card.getByRole("button", { name: `Play ${title}` }).click();
    await expect(card.getByRole("button", { name: `Pause ${title}` })).toBeVisible();
    await expect
      .poll(() => currentTime(card), { message: `${title} plays`, timeout: 15_000 })
      .toBeGreaterThan(2);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      card.getByRole("link", { name: `Download ${title}` }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.mp3$/);
    const bytes = await readFile((await download.path()) ?? "");
    expect(bytes.length).toBeGreaterThan(20_000);
    expect(bytes.subarray(0, 3).toString("latin1")).toBe("ID3");
  }
  await page.context().close();
});

/** A demo item each list page must show, per language. */
const lists: Array<[string, string, string]> = [
  ["/audio-services", "Walking in the Light", "Kutembea Nuruni"],
  ["/watch-online", "Sunday Worship: Walking in the Light", "Ibada ya Jumapili: Kutembea Nuruni"],
  ["/watch-online", "Harvest Thanksgiving Celebration", "Sherehe ya Shukrani ya Mavuno"],
  ["/join-in-person", "Sunday Worship: Songs of Praise", "Ibada ya Jumapili: Nyimbo za Sifa"],
  ["/live-stream", "Sunday Worship: Walking in the Light", "Ibada ya Jumapili: Kutembea Nuruni"],
  ["/events", "Youth Fellowship Night", "Usiku wa Ushirika wa Vijana"],
  ["/news", "Why We Wait in Silence", "Kwa Nini Tunasubiri kwa Ukimya"],
  ["/announcements", "Winter Coat Collection", "Mkusanyiko wa Makoti ya Baridi"],
  ["/articles", "A New Home in Buffalo", "Nyumbani Mpya Buffalo"],
  ["/featured-news", "What to Expect at a Friends Meeting", "Unachotarajia katika Mkutano wa Marafiki"],
  ["/articles/why-we-wait-in-silence", "Demo content", "Maudhui ya maonyesho"],
  ["/announcements/winter-coat-collection", "Demo content", "Maudhui ya maonyesho"],
];

/** Words that address staff rather than visitors, in either language. */
const staffWords =
  /\badmin(istrat\w*)?\b|admin panel|dashboard|configure|\bpaneli\b|usimamizi|msimamizi|dashibodi/i;

/** Everything a visitor reads or hears on the page: text, labels, alternative texts and placeholders. */
const visitorText = (page: Page) =>
  page.evaluate(() => {
    const attributes = [...document.querySelectorAll("[aria-label], [alt], [title], [placeholder]")].flatMap(
      (element) =>
        ["aria-label", "alt", "title", "placeholder"].map((name) => element.getAttribute(name) ?? ""),
    );
    // innerText, not textContent: the rendered text (screen-reader-only text included), without the
    // code of <script> elements, which names the admin app's remote.
    // biome-ignore lint/performance/useDomNodeTextContent: see above
    return [document.title, document.body.innerText, ...attributes].join("\n");
  });

for (const language of ["en", "sw"] as const) {
  test(`in ${language === "en" ? "English" : "Swahili"}, every public list has items and no page speaks to staff`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const page = await visitorPage(browser, language);
    const paths = [
      ...publicRoutes.filter((path) => !path.includes(":")),
      "/articles/why-we-wait-in-silence",
      "/announcements/winter-coat-collection",
      "/a-page-that-does-not-exist",
    ];
    const failures: string[] = [];
    for (const path of paths) {
      await open(page, path);
      const text = await visitorText(page);
      const staff = text.match(staffWords);
      if (staff) failures.push(`${path} says "${staff[0]}"`);
      for (const [listPath, en, sw] of lists.filter(([listPath]) => listPath === path)) {
        const expected = language === "en" ? en : sw;
        if (!text.includes(expected)) failures.push(`${listPath} does not show "${expected}"`);
      }
    }
    expect(failures).toEqual([]);
    await page.context().close();
  });
}

test("without a mission-partner video the home page offers the channel; set in the admin, the video shows", async ({
  browser,
}) => {
  const visitor = await visitorPage(browser, "en", 390);
  await open(visitor, "/");
  const partner = visitor.locator(".ps-video--empty");
  await expect(partner.getByText("Watch Live on Sundays")).toBeVisible();
  const channel = partner.getByRole("link", { name: /Visit our video channel/ });
  await channel.scrollIntoViewIfNeeded();
  await expect(channel).toBeVisible();
  await expect(channel).toHaveAttribute("href", /youtube\.com/);
  // The link fits in its box at phone width (the box grows instead of clipping it).
  const box = await partner.boundingBox();
  const link = await channel.boundingBox();
  expect((link?.y ?? 0) + (link?.height ?? 0)).toBeLessThanOrEqual((box?.y ?? 0) + (box?.height ?? 0));

  const email = process.env.E2E_EDITOR_EMAIL ?? "";
  const password = process.env.E2E_EDITOR_PASSWORD ?? "";
  if (!email || !password) throw new Error("E2E_EDITOR_EMAIL and E2E_EDITOR_PASSWORD must be set");
  const staff = await (await browser.newContext()).newPage();
  await staff.goto("/admin-login");
  await staff.getByRole("textbox", { name: "Email" }).fill(email);
  await staff.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await staff.getByRole("button", { name: "Sign In" }).click();
  await staff.getByRole("button", { name: "Content Management" }).click();
  const settings = staff.getByRole("region", { name: "Shown on the public site" });
  await settings.getByRole("button", { name: "Set: Mission-partner video on the home page" }).click();
  const form = staff.getByRole("dialog", { name: "Add Site Content" });
  await form.getByRole("textbox", { name: "Title", exact: true }).fill("Our partner in South Kivu");
  await form.getByRole("textbox", { name: "Content", exact: true }).fill("https://youtu.be/aBcDeFgHiJk");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(
    settings.getByRole("button", { name: "Edit: Mission-partner video on the home page" }),
  ).toBeVisible();
  await staff.context().close();

  // The public read cache may hold the old answer for a moment.
  await expect(async () => {
    await open(visitor, "/");
    await expect(visitor.getByRole("heading", { name: "Our partner in South Kivu" })).toBeVisible({
      timeout: 1000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(visitor.locator(".ps-video--empty")).toHaveCount(0);
  await visitor.context().close();
});
