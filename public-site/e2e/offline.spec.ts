import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { expect, newContext, test } from "../../scripts/e2e-test.ts";

// The installable, offline site and data saver (issue #20 parts 2 and 3, decision 020), in Chromium
// against the one-origin server with the demo content.

const offlineNote = { en: /You are offline\./, sw: /Huna mtandao\./ };

/** Waits until the service worker controls the page (it claims pages as it activates). */
async function controlled(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      timeout: 20_000,
    })
    .toMatch(/\/service-worker\.js$/);
}

/** The first demo sermon, as the site lists it. */
async function firstSermon(context: BrowserContext) {
  const answer = await context.request.get("/api/audio-services");
  expect(answer.ok()).toBe(true);
  const { audioServices } = (await answer.json()) as {
    audioServices: { id: string; title: string; fileSizeBytes: number | null }[];
  };
  const sermon = audioServices[0];
  if (!sermon) throw new Error("the demo content has no sermon");
  return sermon;
}

test("the site meets the install criteria: a valid manifest in each language and a service worker in control", async ({
  playwright,
}, testInfo) => {
  // Chromium offers to install only outside incognito: a browser profile of its own.
  const profile = mkdtempSync(join(tmpdir(), "church-install-"));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
    baseURL: testInfo.project.use.baseURL,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const answer = await page.request.get(href ?? "");
  expect(answer.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = (await answer.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: "Amani Friends Church", start_url: "/", display: "standalone" });
  for (const size of ["192x192", "512x512"]) {
    const icon = manifest.icons.find((entry) => entry.sizes === size && entry.purpose !== "maskable");
    expect(icon?.type, `a ${size} icon`).toBe("image/png");
    const image = await page.request.get(icon?.src ?? "");
    expect(image.headers()["content-type"]).toBe("image/png");
  }

  const worker = await page.request.get("/service-worker.js");
  expect(worker.headers()["content-type"]).toContain("text/javascript");
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  await controlled(page);
  // What Chromium itself checks before it offers to install the site.
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors).toEqual([]);

  await page.goto("/sw/");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.sw.webmanifest");
  const swahili = (await (await page.request.get("/manifest.sw.webmanifest")).json()) as Record<
    string,
    unknown
  >;
  expect(swahili).toMatchObject({ name: "Kanisa la Marafiki Amani", start_url: "/sw/", lang: "sw" });
  await context.close();
  rmSync(profile, { recursive: true, force: true });
});

test("visited pages open offline with the offline note, in both languages; staff pages are never kept", async ({
  page,
  context,
}) => {
  // The first page loads before the worker exists: it is kept all the same.
  await page.goto("/events");
  await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
  await controlled(page);
  await expect
    .poll(() => page.evaluate(async () => Boolean(await caches.match("/events"))), { timeout: 20_000 })
    .toBe(true);
  await page.goto("/sw/about");
  await expect(page.locator("html")).toHaveAttribute("data-app-ready", "true");
  await expect(page.getByText(offlineNote.en)).toBeHidden();
  await page.goto("/admin-login");
  await expect(page.getByRole("button", { name: /sign in/i })).toBeVisible();

  await context.setOffline(true);
  await page.goto("/events");
  await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
  await expect(page.getByText(offlineNote.en)).toBeVisible();
  // The saved copy comes to life as usual: links work between saved pages.
  await expect(page.locator("html")).toHaveAttribute("data-app-ready", "true");

  await page.goto("/sw/about");
  await expect(page.locator("html")).toHaveAttribute("lang", "sw");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(offlineNote.sw)).toBeVisible();

  // The sign-in page was visited, but nothing of the staff apps is kept.
  await expect(page.goto("/admin-login")).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
  const reader = await context.newPage();
  await reader.goto("/events");
  const kept = await reader.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(kept).toContain("/events");
  expect(kept.filter((path) => /^\/(admin|_mf\/|api\/auth)/.test(path))).toEqual([]);
  await context.setOffline(false);
});

test("a sermon saved for offline plays with the network cut, shows its size and can be removed", async ({
  page,
  context,
}) => {
  const sermon = await firstSermon(context);
  await page.goto(`/audio-services/${sermon.id}`);
  await controlled(page);
  await page.reload();
  const save = page.getByRole("button", { name: "Save for offline" });
  await expect(save).toBeEnabled();
  await save.click();
  const kb = Math.round((sermon.fileSizeBytes ?? 0) / 1000);
  await expect(page.getByRole("status").filter({ hasText: "Saved on this phone" })).toHaveText(
    `Saved on this phone (${kb} KB): it plays with no connection.`,
  );
  const remove = page.getByRole("button", { name: "Remove from this phone" });
  await expect(remove).toBeFocused();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(offlineNote.en)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Saved on this phone" })).toBeVisible();
  await page.getByRole("button", { name: `Play ${sermon.title}` }).click();
  await expect(page.getByRole("button", { name: `Pause ${sermon.title}` })).toBeVisible();
  await expect
    .poll(() => page.locator("audio").evaluate((audio: HTMLAudioElement) => audio.currentTime), {
      timeout: 15_000,
    })
    .toBeGreaterThanOrEqual(1);
  await page.getByRole("button", { name: `Pause ${sermon.title}` }).click();

  // Removed: the space is given back, and it stays so after the page is opened again.
  await page.getByRole("button", { name: "Remove from this phone" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Removed from this phone." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save for offline" })).toBeFocused();
  await page.reload();
  await expect(page.getByRole("button", { name: "Save for offline" })).toBeEnabled();
  await expect(page.getByText("Saved on this phone")).toBeHidden();
  await context.setOffline(false);
});

test("a form sent offline is refused where the visitor sees it, and keeps what they typed", async ({
  page,
  context,
}) => {
  await page.goto("/contact");
  await controlled(page);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-app-ready", "true");
  await context.setOffline(true);
  await expect(page.getByText(offlineNote.en)).toBeVisible();
  await page.getByLabel("Your Name").fill("Offline Visitor");
  await page.getByLabel("Email Address").fill("offline@example.org");
  await page.getByLabel("Subject").fill("Written on the bus");
  await page.getByRole("textbox", { name: "Message" }).fill("Sent while the phone had no connection.");
  await page.getByRole("button", { name: "Send Message" }).click();
  // Refused where the visitor sees it: the note says forms wait for the connection, and is read out.
  await expect(page.getByText(offlineNote.en)).toBeFocused();
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(
    "Sent while the phone had no connection.",
  );
  await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeHidden();
  // Back online, the same message goes with one more press.
  await context.setOffline(false);
  await expect(page.getByText(offlineNote.en)).toBeHidden();
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
});

test("a part whose code never reached the phone wakes once back online: the newsletter on a page opened offline", async ({
  page,
  context,
}) => {
  // Kept by the worker as it was visited; the newsletter's code was never fetched (it loads when the
  // form comes near the screen, and the visitor did not scroll to it).
  await page.goto("/events");
  await controlled(page);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-app-ready", "true");
  await context.setOffline(true);
  await page.goto("/events");
  await expect(page.getByText(offlineNote.en)).toBeVisible();
  const newsletter = page.locator("section", { has: page.getByRole("button", { name: "Subscribe" }) }).last();
  const subscribe = newsletter.getByRole("button", { name: "Subscribe" });
  await subscribe.scrollIntoViewIfNeeded();
  await newsletter.getByLabel("First Name").fill("Offline");
  await newsletter.getByLabel("Last Name").fill("Reader");
  await newsletter.getByLabel("Email Address").fill("offline-reader@example.org");
  // Its Send can be pressed, and the press is refused where the visitor sees it.
  await subscribe.click();
  await expect(page.getByText(offlineNote.en)).toBeFocused();
  await expect(newsletter.getByLabel("Email Address")).toHaveValue("offline-reader@example.org");
  // Back online, the same press wakes it with what was typed, and it subscribes.
  await context.setOffline(false);
  await subscribe.click();
  await expect(page.getByText("Successfully Subscribed!")).toBeVisible();
});

test("data saver loads no picture until tapped, by the visitor's choice or the browser's Save-Data", async ({
  page,
  browser,
}) => {
  const pictures: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "image" && new URL(request.url()).pathname.startsWith("/images/"))
      pictures.push(new URL(request.url()).pathname);
  });
  await page.goto("/about");
  await expect(page.locator("html")).toHaveAttribute("data-app-ready", "true");
  const saver = page.getByRole("checkbox", { name: "Data saver" });
  await expect(saver).not.toBeChecked();
  // The page is shown again as the server renders it with data saver on.
  await Promise.all([page.waitForEvent("load"), saver.click()]);
  await expect(page.getByRole("checkbox", { name: "Data saver" })).toBeChecked();

  // The choice is remembered: another page, in the other language, has its pictures as buttons.
  pictures.length = 0;
  await page.goto("/sw/");
  await expect(page.locator("html")).toHaveAttribute("data-app-ready", "true");
  await expect(page.getByRole("checkbox", { name: "Kuokoa data" })).toBeChecked();
  await expect(page.locator("main img")).toHaveCount(0);
  expect(pictures).toEqual([]);
  // A tap loads that one picture (the welcome's backdrop), and only it.
  await page.getByRole("button", { name: "Onyesha picha (inatumia data)" }).click();
  await expect(page.locator("main img.ps-hero__image")).toBeVisible();
  await expect.poll(() => pictures).toEqual(["/images/hero/sanctuary.webp"]);

  await Promise.all([page.waitForEvent("load"), page.getByRole("checkbox", { name: "Kuokoa data" }).click()]);
  await expect(page.locator("main img").first()).toBeVisible();

  // A browser that asks for less data (Save-Data: on) gets the same without choosing.
  const saving = await newContext(browser, { extraHTTPHeaders: { "save-data": "on" } });
  const phone = await saving.newPage();
  const loaded: string[] = [];
  phone.on("request", (request) => {
    if (request.resourceType() === "image") loaded.push(request.url());
  });
  await phone.goto("/about/pastor");
  await expect(phone.locator("html")).toHaveAttribute("data-app-ready", "true");
  await expect(
    phone.getByRole("button", { name: "Show picture: Portrait of Pastor Samuel Mwangi" }),
  ).toBeVisible();
  expect(loaded.filter((url) => url.includes("/images/"))).toEqual([]);
  await saving.close();
});
