import { expect, test } from "../../scripts/e2e-test.ts";

// What a visitor does beyond reading: cookie choice, language, chat, forms that prefill, giving return.

test("the cookie banner asks once; Manage Preferences saves the choice and reloads", async ({ page }) => {
  await page.goto("/");
  await page.locator("html[data-app-ready]").waitFor();
  const banner = page.getByRole("region", { name: "Cookie consent" });
  await expect(banner.getByRole("button", { name: "Reject All" })).toBeVisible();
  await expect(banner.getByRole("button", { name: "Accept All" })).toBeVisible();
  await banner.getByRole("button", { name: "Manage Preferences" }).click();
  const dialog = page.getByRole("dialog", { name: "Cookie Preferences" });
  await expect(dialog.getByRole("switch", { name: "Analytics cookies" })).not.toBeChecked();
  await expect(dialog.getByRole("link", { name: "Read our Cookie Policy" })).toHaveAttribute(
    "href",
    "/cookie-policy",
  );
  await dialog.getByRole("button", { name: "Save Preferences" }).click();
  await page.waitForLoadState("load");
  await expect(page.getByRole("region", { name: "Cookie consent" })).toHaveCount(0);
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem("church-cookie-consent") ?? "null"),
  );
  expect(stored).toMatchObject({ analyticsConsent: false });
  // The footer reopens the preferences.
  await page.getByRole("button", { name: "Cookie Settings" }).click();
  await expect(page.getByRole("dialog", { name: "Cookie Preferences" })).toBeVisible();
});

test.describe("with a cookie choice made", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem(
        "church-cookie-consent",
        JSON.stringify({ analyticsConsent: false, consentTimestamp: Date.now() }),
      ),
    );
  });

  test("the footer's language switch leads to the Swahili twin page, with <html lang> and title in Swahili", async ({
    page,
  }) => {
    await page.goto("/about");
    await page.locator("html[data-app-ready]").waitFor();
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: /Kiswahili/ })
      .click();
    await expect(page).toHaveURL(/\/sw\/about$/);
    await expect(page.getByRole("heading", { level: 1, name: "Kuhusu Sisi" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "sw");
    await expect(page).toHaveTitle("Kuhusu Sisi — Amani Friends Church");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Kuhusu Sisi" })).toBeVisible();
  });

  test("the chat assistant answers a question; Enter sends", async ({ page }) => {
    await page.goto("/");
    await page.locator("html[data-app-ready]").waitFor();
    await page.getByRole("button", { name: "Chat with us" }).click();
    const input = page.getByRole("textbox", { name: "Your message" });
    await input.fill("What time is the Sunday service?");
    await input.press("Enter");
    await expect(page.getByText("What time is the Sunday service?")).toBeVisible();
    await expect(page.locator(".ps-chat__message--bot").nth(1)).toContainText(/3:00|3 PM/);
    await page.getByRole("button", { name: "Minimise chat" }).click();
    await expect(input).toHaveCount(0);
  });

  test("a prayer request link pre-fills the contact form's subject", async ({ page }) => {
    await page.goto("/live-stream");
    await page.locator("html[data-app-ready]").waitFor();
    await page.getByRole("link", { name: "Send a prayer request" }).click();
    await expect(page).toHaveURL(/\/contact\?subject=Prayer%20Request$/);
    await expect(page.getByRole("textbox", { name: /Subject/ })).toHaveValue("Prayer Request");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeDisabled();
  });

  test("the payment return address shows the thank-you screen on /give", async ({ page }) => {
    await page.goto("/?donation=success");
    await expect(page.getByRole("heading", { name: "Thank You for Your Gift!" })).toBeVisible();
    await expect(page).toHaveURL(/\/give$/);
    await page.locator("html[data-app-ready]").waitFor();
    await page.getByRole("button", { name: "Make Another Gift" }).click();
    await expect(
      page.getByText("Please complete all required fields above to proceed with payment"),
    ).toBeVisible();
  });

  test("page source carries the title, description, canonical, social cards and JSON-LD", async ({
    page,
  }) => {
    await page.goto("/events");
    await expect(page).toHaveTitle("Events — Amani Friends Church");
    // Event JSON-LD follows the events data.
    await expect(page.getByRole("table")).toBeVisible();
    await expect.poll(() => page.locator("#page-structured-data").textContent()).toContain('"Event"');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Upcoming events/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/events$/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /1200x630\.jpg$/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const text = jsonLd.join("\n");
    for (const type of ['"Church"', '"WebSite"', '"SearchAction"', '"BreadcrumbList"', '"Event"'])
      expect(text).toContain(type);
    expect(text).toContain("/search?q={search_term_string}");
    const image = await page.request.get("/images/social/amani-friends-1200x630.jpg");
    expect(image.ok()).toBe(true);
    expect((await page.request.get("/robots.txt")).ok()).toBe(true);
    expect(await (await page.request.get("/sitemap.xml")).text()).toContain("/events</loc>");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, title, description] of [
    ["/", "Amani Friends Church", /Quaker \(Friends\) church in Buffalo, NY/],
    ["/events", "Events — Amani Friends Church", /Upcoming events/],
    ["/about/pastor", "Meet Our Pastor — Amani Friends Church", /Pastor Samuel Mwangi/],
  ] as const) {
    test(`the server-rendered ${path} has its title, description, text and JSON-LD`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", description);
      await expect(page.locator("h1")).toHaveCount(1);
      const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join("\n");
      expect(jsonLd).toContain('"SearchAction"');
      expect(jsonLd).toContain('"WebPage"');
      if (path !== "/") expect(jsonLd).toContain('"BreadcrumbList"');
    });
  }
});
