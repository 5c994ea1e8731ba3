import { readFile } from "node:fs/promises";
import type { Browser, Locator, Page } from "@playwright/test";
import { expect, newContext, test } from "../../scripts/e2e-test.ts";
import { pathIn } from "../src/lib/language.ts";

// A fresh demo start as a visitor finds it (issue #17): every sermon plays and downloads. That every
// public list has items in both languages and no page speaks to staff is checked on each page of
// routes.spec.ts's walk (support/demo-text.ts). Runs on the one-origin server.

type Language = "en" | "sw";

/** A visitor's page in a language: its pages are opened at that language's addresses (`open`). */
async function visitorPage(browser: Browser, language: Language, width = 1280): Promise<Page> {
  const context = await newContext(browser, { viewport: { width, height: 900 } });
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
  const staff = await (await newContext(browser)).newPage();
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
