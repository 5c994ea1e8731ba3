import type { Event } from "@church/contracts";
import type { APIRequestContext } from "@playwright/test";
import { buffaloDate, expect, test } from "../../scripts/e2e-test.ts";

// The one-origin server as `npm start` runs it, with this run's demo accounts (scripts/e2e-global-setup.ts).
const editor = { email: process.env.E2E_EDITOR_EMAIL ?? "", password: process.env.E2E_EDITOR_PASSWORD ?? "" };
const run = Date.now().toString(36);

async function signedIn(request: APIRequestContext) {
  if (!editor.email) throw new Error("E2E_EDITOR_EMAIL and E2E_EDITOR_PASSWORD must be set");
  expect((await request.post("/api/auth/login", { data: editor })).status()).toBe(200);
}

const upcomingEvents = async (request: APIRequestContext) =>
  ((await (await request.get("/api/events?upcoming=true")).json()) as { events: Event[] }).events;

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every page shows its content and its links work; the events page lists the upcoming events", async ({
    page,
    request,
  }) => {
    const events = await upcomingEvents(request);
    expect(events.length).toBeGreaterThan(0);
    await page.goto("/events");
    await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
    // The upcoming list holds the next five events, each once; the API lists them by date. (Other tests
    // add events, so events on the fifth one's date may sort either side of it.)
    const fifth = events[Math.min(4, events.length - 1)]?.date ?? "";
    const before = events.filter((event, index) => index === 0 || event.date < fifth);
    for (const event of before) {
      await expect(page.getByText(event.title).filter({ visible: true }).first()).toBeVisible();
    }
    // Forms and the calendar say plainly that they need JavaScript.
    await expect(page.getByText(/needs JavaScript/i).first()).toBeVisible();
    // A link is a real link: it leads to the server's page of the next address.
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "About" })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
    await page.goto("/sw/events");
    await expect(page.getByRole("heading", { level: 1, name: "Matukio" })).toBeVisible();
  });
});

test("the language switch leads to the twin page, and the choice is remembered", async ({ page }) => {
  await page.goto("/events");
  await page.locator("html[data-app-ready]").waitFor();
  await page.locator(".ps-header__language").getByRole("link", { name: "Kiswahili" }).click();
  await expect(page).toHaveURL(/\/sw\/events$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "sw");
  await expect(page.getByRole("heading", { level: 1, name: "Matukio" })).toBeVisible();
  // The next visit to the home page opens the Swahili one.
  await page.goto("/");
  await expect(page).toHaveURL(/\/sw\/$/);
  await page.locator("html[data-app-ready]").waitFor();
  await page.locator(".ps-header__language").getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test.describe("a first visit from a browser that prefers Swahili", () => {
  test.use({ locale: "sw-KE" });

  test("is offered the Swahili page, not sent there", async ({ page }) => {
    await page.goto("/give");
    await page.locator("html[data-app-ready]").waitFor();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const offer = page.getByRole("complementary", { name: "Pendekezo la lugha" });
    await expect(offer).toBeVisible();
    await offer.getByRole("link", { name: "Soma kwa Kiswahili" }).click();
    await expect(page).toHaveURL(/\/sw\/give$/);
    await expect(page.getByRole("complementary", { name: "Pendekezo la lugha" })).toHaveCount(0);
  });
});

test("an announcement staff publish is in the list, on its own page and in the sitemap at once; unpublished, it is gone from all three", async ({
  request,
}) => {
  await signedIn(request);
  const title = `Choir practice moved ${run}`;
  const created = await request.post("/api/announcements", {
    data: {
      title,
      category: "Worship",
      summary: "Choir practice is on Saturday this week.",
      content: "<p>Choir practice is on Saturday at 10 AM this week.</p>",
      date: buffaloDate(),
      status: "published",
    },
  });
  expect(created.status()).toBe(201);
  const { announcement } = (await created.json()) as { announcement: { id: string; slug: string } };
  const html = async (path: string) => {
    const res = await request.get(path, { headers: { cookie: "" } });
    return { status: res.status(), text: await res.text() };
  };
  const page = `/announcements/${announcement.slug}`;
  expect((await html("/announcements")).text).toContain(title);
  const own = await html(page);
  expect(own.status).toBe(200);
  expect(own.text).toContain(`<meta property="og:title" content="${title}`);
  expect(own.text).toMatch(new RegExp(`<meta property="og:url" content="[^"]*${page}"`));
  expect((await html("/sitemap.xml")).text).toContain(`${page}</loc>`);

  const hidden = await request.put(`/api/announcements/${announcement.id}`, {
    data: {
      ...(await (await request.get(`/api/announcements/${announcement.slug}`)).json()).announcement,
      status: "draft",
    },
  });
  expect(hidden.status()).toBe(200);
  expect((await html("/announcements")).text).not.toContain(title);
  expect((await html(page)).status).toBe(404);
  expect((await html("/sitemap.xml")).text).not.toContain(`${page}</loc>`);
});

test("a page carries its own styles and fetches none; a move to another page brings its styles before it shows", async ({
  page,
}) => {
  const sheets: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".css")) sheets.push(request.url());
  });
  // The entry's and the page's sheets are in the page (src/server/page-styles.ts): none is fetched, not
  // even by the loader of code-split modules on hydration of the whole app. (An islands page carries its
  // HTML's rules only, and loads its whole sheets when a first island wakes: lib/page-styles-rest.ts.)
  // The last, an address the site does not have: its "not found" page is the only one of the whole app
  // (every page of the site is an islands page, whose links are page loads).
  for (const path of ["/", "/contact", "/no-such-page"]) {
    await page.goto(path);
    await page.locator("html[data-app-ready]").waitFor();
    await page.waitForLoadState("networkidle");
    expect(sheets).toEqual([]);
  }
  // A move inside the whole app. The worship page's sheet (its service countdown's) arrives late: its
  // page must not show before it.
  const countdownSheet = /\/assets\/(worship-page|service-countdown)-[\w-]+\.css$/;
  await page.route(countdownSheet, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  // The countdown's layout, read the moment it is in the document.
  await page.evaluate(() => {
    new MutationObserver((_, observer) => {
      const countdown = document.querySelector(".ps-countdown");
      if (!countdown) return;
      document.documentElement.dataset.countdownDisplay = getComputedStyle(countdown).display;
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole("contentinfo").getByRole("link", { name: "Worship Services" }).click();
  await expect(page).toHaveURL(/\/worship$/);
  await expect(page.locator(".ps-countdown")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-countdown-display", "grid");
  expect(sheets.some((url) => countdownSheet.test(url))).toBe(true);
});

test.describe("on a phone whose scripts arrive late", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a tap on a button before the app is ready is answered once it is, once", async ({ page }) => {
    // The app's entry arrives two seconds after the page (a slow connection).
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    // Not waiting for the load event: that waits for the entry, which boot.js adds after the first paint.
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    // The server's page cannot open its menu by itself ...
    await expect(page.locator("html[data-app-ready]")).toHaveCount(0);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    // ... the app opens it when it is ready: not lost, not made twice (which would close it again).
    await page.locator("html[data-app-ready]").waitFor();
    const menu = page.getByRole("navigation", { name: "Menu" });
    await expect(menu.getByRole("link", { name: "Donate" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  });
});

test("when the app's scripts cannot load, the page's own search form still searches", async ({ page }) => {
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
  await page.goto("/search");
  await page.getByRole("searchbox").fill("youth");
  // A tap held for an app that never comes would do nothing: boot.js lets it go when the entry fails.
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/[?&]q=youth/);
  await expect(
    page
      .getByRole("list", { name: "Search results" })
      .getByRole("link", { name: /Youth Ministry/ })
      .first(),
  ).toBeVisible();
});
