import { chromium } from "playwright-core";
const base = "http://localhost:3201";
const id = "a2000000-0000-4000-8000-000000000001";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const lang of ["en", "sw"] as const) {
  const prefix = lang === "sw" ? "/sw" : "";
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 844 } });
    // The cookie banner answered, so it does not cover what is shown.
    await context.addInitScript(() => localStorage.setItem("church-cookie-consent", JSON.stringify({ analyticsConsent: false, consentTimestamp: Date.now() })));
    const page = await context.newPage();
    await page.goto(`${base}${prefix}/audio-services/${id}`);
    await page.locator("html[data-app-ready]").waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
    await page.reload();
    await page.locator("html[data-app-ready]").waitFor();
    const card = page.locator(".ps-audio-card");
    await page.locator(".ps-save-offline button:not([disabled])").waitFor();
    await card.screenshot({ path: `/tmp/offline-shots/sermon-${lang}-${width}.png` });
    await page.locator(".ps-save-offline button").click();
    await page.locator(".ps-save-offline__status").waitFor();
    await context.setOffline(true);
    await page.reload();
    await page.locator(".ps-save-offline__status").waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `/tmp/offline-shots/sermon-offline-${lang}-${width}.png` });
    await context.setOffline(false);
    await page.goto(`${base}${prefix}/`);
    await page.locator("html[data-app-ready]").waitFor();
    await page.locator(".ps-footer").screenshot({ path: `/tmp/offline-shots/footer-${lang}-${width}.png` });
    await context.addCookies([{ name: "ps-data-saver", value: "on", url: base }]);
    await page.reload();
    await page.locator("html[data-app-ready]").waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `/tmp/offline-shots/home-saver-${lang}-${width}.png` });
    await page.goto(`${base}${prefix}/about/pastor`);
    await page.locator("html[data-app-ready]").waitFor();
    await page.screenshot({ path: `/tmp/offline-shots/pastor-saver-${lang}-${width}.png` });
    await context.close();
  }
}
await browser.close();
