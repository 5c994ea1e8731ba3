import type { Page } from "@playwright/test";
import { account, signIn } from "../../admin-portal/e2e/support/accounts.ts";
import { expect, test } from "../../scripts/e2e-test.ts";

// The home page is an islands page (src/islands/island.tsx, decision 013): the server renders all of
// it, the browser hydrates only its interactive parts, each loading its code when it is near the screen
// or first touched.

/** The paths of the JavaScript files the page has requested so far. */
function scriptsRequested(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith(".js")) scripts.push(path);
  });
  return scripts;
}

/** Console errors and warnings (a hydration mismatch is one) and uncaught errors. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

const island = (page: Page, name: string) => page.locator(`[data-island-root="${name}"]`);

test.describe("the home page on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a visitor's first load runs no React; the newsletter form's code loads only when it comes near the screen, and never the page's own", async ({
    page,
  }) => {
    const scripts = scriptsRequested(page);
    const problems = problemsOf(page);
    await page.goto("/");
    await page.locator("html[data-app-ready]").waitFor();
    await page.waitForLoadState("networkidle");
    // Nothing on the first screen needs code until it is touched: no island is live, React not loaded.
    expect(await page.locator("[data-island-root][data-hydrated]").count()).toBe(0);
    expect(
      scripts.filter((path) => /\/(hydrate-island|site-header-part|client)-[\w-]+\.js$/.test(path)),
    ).toEqual([]);
    // The visitor's own time (the browser's zone is not Buffalo's) is filled in all the same.
    await expect(page.locator(".ps-zone-time__local").first()).toContainText(/\d:\d\d/);
    expect(scripts.filter((path) => /\/newsletter-signup-[\w-]+\.js$/.test(path))).toEqual([]);
    expect(scripts.filter((path) => /\/home-page-[\w-]+\.js$/.test(path))).toEqual([]);
    await expect(island(page, "newsletter")).not.toHaveAttribute("data-hydrated", "true");

    await page.getByRole("textbox", { name: /email/i }).last().scrollIntoViewIfNeeded();
    await expect(island(page, "newsletter")).toHaveAttribute("data-hydrated", "true");
    expect(scripts.some((path) => /\/newsletter-signup-[\w-]+\.js$/.test(path))).toBe(true);
    // Hydrated as the server drew it: no mismatch, no error.
    await page.keyboard.press("End");
    await page.waitForLoadState("networkidle");
    expect(problems).toEqual([]);
    expect(scripts.filter((path) => /\/home-page-[\w-]+\.js$/.test(path))).toEqual([]);
  });

  test("what a visitor types into an island before it is live is kept, and its form sees it", async ({
    page,
  }) => {
    await page.goto("/");
    await page.locator("html[data-app-ready]").waitFor();
    const newsletter = page
      .locator("section", { has: page.getByRole("button", { name: "Subscribe" }) })
      .last();
    // Typed at once: focusing the first field starts the island's hydration, the typing does not wait.
    await newsletter.getByLabel("First Name").fill("Early");
    await newsletter.getByLabel("Last Name").fill("Typist");
    await newsletter.getByLabel("Email Address").fill("early@example.com");
    await expect(island(page, "newsletter")).toHaveAttribute("data-hydrated", "true");
    await expect(newsletter.getByLabel("First Name")).toHaveValue("Early");
    await expect(newsletter.getByLabel("Last Name")).toHaveValue("Typist");
    await expect(newsletter.getByLabel("Email Address")).toHaveValue("early@example.com");
    // Its button is enabled once all three are filled in: the island's state has them.
    await expect(newsletter.getByRole("button", { name: "Subscribe" })).toBeEnabled();
  });

  test("a part hydrated on the first touch answers that first tap", async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem(
        "church-cookie-consent",
        JSON.stringify({ analyticsConsent: false, consentTimestamp: Date.now() }),
      ),
    );
    await page.goto("/");
    await page.locator("html[data-app-ready]").waitFor();
    const settings = island(page, "cookie-settings");
    await settings.scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    // On the screen, and still not live: it waits for a touch.
    await expect(settings).not.toHaveAttribute("data-hydrated", "true");
    await page.getByRole("button", { name: "Cookie Settings" }).click();
    await expect(page.getByRole("dialog", { name: "Cookie Preferences" })).toBeVisible();
    await expect(settings).toHaveAttribute("data-hydrated", "true");
  });

  test("the header's menu answers the first tap; signed-in staff get the header live at load", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    await page.locator("html[data-app-ready]").waitFor();
    await expect(island(page, "header")).not.toHaveAttribute("data-hydrated", "true");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Menu" })).toBeVisible();
    await expect(island(page, "header")).toHaveAttribute("data-hydrated", "true");

    // The API's hint that staff signed in on this browser (the session's own cookies stay under /api).
    const { origin } = new URL(page.url());
    await context.addCookies([{ name: "church-signed-in", value: "1", url: origin }]);
    await page.reload();
    await page.locator("html[data-app-ready]").waitFor();
    await expect(island(page, "header")).toHaveAttribute("data-hydrated", "true");
    // No session behind the hint here: the header keeps its Login link (in the closed menu).
    await expect(page.locator("a.ps-login-link").first()).toBeAttached();
  });

  test("its links are page loads", async ({ page }) => {
    await page.goto("/");
    await page.locator("html[data-app-ready]").waitFor();
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      undefined,
    );
  });
});

test.describe("the legal, news and worship pages on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** Opens `path`: no island is live, no React loaded; answers the problems met from then on. */
  async function openQuietly(page: Page, path: string) {
    const scripts = scriptsRequested(page);
    const problems = problemsOf(page);
    await page.goto(path);
    await page.locator("html[data-app-ready]").waitFor();
    await page.waitForLoadState("networkidle");
    expect(await page.locator("[data-island-root][data-hydrated]").count()).toBe(0);
    expect(scripts.filter((script) => /\/(hydrate-island|client)-[\w-]+\.js$/.test(script))).toEqual([]);
    return problems;
  }

  test("the cookie policy's button opens the cookie preferences on the first tap", async ({ page }) => {
    const problems = await openQuietly(page, "/cookie-policy");
    await page.getByRole("button", { name: "Open Cookie Settings" }).click();
    await expect(page.getByRole("dialog", { name: "Cookie Preferences" })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("the articles' filters answer the first choice and keep it in the address", async ({ page }) => {
    const problems = await openQuietly(page, "/articles");
    const count = page.getByRole("status").filter({ hasText: /\d+ articles?/ });
    await expect(count).toBeVisible();
    await page.getByRole("searchbox", { name: "Search articles" }).fill("zzz-nothing-like-this");
    await expect(island(page, "articles-browser")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByRole("heading", { name: "No Articles Found" })).toBeVisible();
    await expect(page).toHaveURL(/\/articles\?q=zzz-nothing-like-this$/);
    await page.getByRole("button", { name: "Clear all" }).first().click();
    await expect(page).toHaveURL(/\/articles$/);
    await expect(count).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("joining in person: a recorded service's player answers the first tap", async ({ page }) => {
    const problems = await openQuietly(page, "/join-in-person");
    const play = page.getByRole("button", { name: /^Play video:/ }).first();
    const title = (await play.locator(".ps-video__title").textContent()) ?? "";
    await play.click();
    await expect(page.locator(`iframe[title="Video: ${title}"]`)).toBeAttached();
    expect(problems.filter((problem) => !/youtube/i.test(problem))).toEqual([]);
  });

  test("the worship page's countdown ticks without React, and shows the service under way", async ({
    page,
  }) => {
    // The visitor's clock: Saturday 28 November 2026, 1:00 PM in Buffalo, before the page's day (a later
    // one would be a page kept past its day, whose service times wake at load).
    await page.clock.install({ time: new Date("2026-11-28T18:00:00Z") });
    const problems = await openQuietly(page, "/worship");
    const countdown = page.locator(".ps-countdown").filter({ visible: true });
    await expect(countdown.locator("time")).toHaveText("1 day and 2 hours");
    await page.clock.runFor("25:30:00");
    await expect(countdown.locator("time")).toHaveText("30 minutes");
    await page.clock.runFor("01:00:00");
    await expect(countdown.getByRole("heading", { name: "Worship is happening now!" })).toBeVisible();
    await expect(countdown.getByRole("link", { name: "Watch live" })).toHaveAttribute("href", "/live-stream");
    // No island woke for the countdown (the stream's own wake when its status changes, which other
    // tests' schedules may make happen within these 26 hours).
    const woken = await page
      .locator("[data-island-root][data-hydrated]")
      .evaluateAll((islands) => islands.map((element) => element.getAttribute("data-island-root")));
    expect(woken.filter((name) => name !== "current-stream" && name !== "stream-status")).toEqual([]);
    expect(problems).toEqual([]);
  });
});

test.describe("the home page on a computer", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a header dropdown opens on the first hover, its code loading on that hover", async ({ page }) => {
    const problems = problemsOf(page);
    await page.goto("/");
    await page.locator("html[data-app-ready]").waitFor();
    await expect(island(page, "header")).not.toHaveAttribute("data-hydrated", "true");
    const dropdown = page.locator(".ps-dropdown").first();
    await dropdown.locator(".ps-dropdown__label").hover();
    await expect(island(page, "header")).toHaveAttribute("data-hydrated", "true");
    await expect(dropdown.locator(".ps-dropdown__list")).toBeVisible();
    await page.mouse.move(640, 700);
    await expect(dropdown.locator(".ps-dropdown__list")).toBeHidden();
    expect(problems).toEqual([]);
  });
});

test.describe("the events page on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the page carries neither the events browser's data nor the rules it does not draw; the first tap brings both, and is answered", async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith(".css") || url.searchParams.has("island-data"))
        asked.push(url.pathname + url.search);
    });
    const problems = problemsOf(page);
    await page.goto("/events");
    await page.locator("html[data-app-ready]").waitFor();
    await page.waitForLoadState("networkidle");
    // The list of events is the page's HTML; the events browser's data waits for the browser to wake.
    const state = JSON.parse((await page.locator("#page-state").textContent()) ?? "{}");
    expect(JSON.stringify(state.queries)).not.toContain('"events"');
    expect(state.islandData).toMatch(/^[\w-]{16}$/);
    expect(asked).toEqual([]);
    const month = page.locator(".ps-calendar__month");
    const shown = await month.textContent();
    await page.getByRole("button", { name: "Next month" }).click();
    await expect(month).not.toHaveText(shown ?? "");
    await expect(island(page, "events-browser")).toHaveAttribute("data-hydrated", "true");
    expect(asked).toContain(`/events?island-data=${state.islandData}`);
    // The whole sheets, for what the live browser may draw (the page carried its HTML's rules only).
    expect(asked.some((path) => /^\/assets\/index-[\w-]+\.css$/.test(path))).toBe(true);
    expect(problems).toEqual([]);
  });
});

test.describe("the news page on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a tab chosen before the tabs are live is chosen once they are", async ({ page }) => {
    const problems = problemsOf(page);
    await page.goto("/news");
    await page.locator("html[data-app-ready]").waitFor();
    await expect(island(page, "news-tabs")).not.toHaveAttribute("data-hydrated", "true");
    const articles = page.getByRole("tab", { name: /^Articles/ });
    await articles.click();
    await expect(island(page, "news-tabs")).toHaveAttribute("data-hydrated", "true");
    await expect(articles).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: /^All/ })).toHaveAttribute("aria-selected", "false");
    expect(problems).toEqual([]);
  });
});

test.describe("a signed-in staff member on a computer", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the admin portal's menu in the header comes with the whole style sheets, which the page carries only in part", async ({
    page,
  }) => {
    await signIn(page, account("EDITOR"));
    const sheets: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith(".css")) sheets.push(path);
    });
    const problems = problemsOf(page);
    await page.goto("/");
    // The page's own rules are in its <style>; its sheets are named for code from elsewhere.
    await expect(page.locator("link[data-rest]").first()).toBeAttached();
    const menu = page.getByRole("banner").getByRole("button", { name: /^Account: / });
    await expect(menu).toBeVisible();
    await expect(page.locator("link[data-rest][disabled]")).toHaveCount(0);
    expect(sheets.filter((path) => /^\/assets\/index-[\w-]+\.css$/.test(path))).toHaveLength(1);
    await menu.click();
    await expect(page.getByRole("menuitem", { name: "Dashboard" })).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page shows its content, the cookie banner and the islands' own HTML, and its links work", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
    await expect(page.getByText("245 Friendship Avenue, Buffalo, NY 14213").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Donate" }).first()).toHaveAttribute("href", "/give");
    // Every island the server draws carries its HTML (only the browser-only parts are empty).
    const empty = await page
      .locator("[data-island-root]")
      .evaluateAll((islands) =>
        islands
          .filter((element) => element.innerHTML === "")
          .map((element) => element.getAttribute("data-island-root")),
      );
    expect(empty.filter((name) => !["language-offer", "visitor-time"].includes(name ?? ""))).toEqual([]);
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "About" })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
  });
});
