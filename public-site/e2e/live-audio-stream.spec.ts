import { account, signIn } from "../../admin-portal/e2e/support/accounts.ts";
import { expect, newContext, test } from "../../scripts/e2e-test.ts";

/*
 * While live, "Audio only" plays the audio stream staff set (decision 040), never the video. The live
 * state is the whole site's, so this spec runs in the "site-wide" project (playwright.config.ts);
 * alone: `npx playwright test public-site/e2e/live-audio-stream.spec.ts --no-deps`. The "stream" here is
 * a demo recording's address on this server (no Icecast server in tests).
 */
const streamPath = "/api/audio-services/a2000000-0000-4000-8000-000000000002/file";

test("while live, audio only plays the live audio stream at 390 and 1280 px in both languages", async ({
  page: admin,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const streamUrl = `${baseURL}${streamPath}`;
  await signIn(admin, account("EDITOR"));
  await admin.goto("/admin?tab=livestream");
  const field = admin.getByRole("textbox", { name: /Audio stream URL/ });
  await field.fill(streamUrl);
  await admin.getByRole("radio", { name: /^Live now/ }).check();
  await admin.getByRole("button", { name: "Save Settings" }).click();
  await expect(admin.getByText("Stream settings saved")).toBeVisible();

  try {
    for (const [path, button, title, width] of [
      ["/sw/live-stream", "Sauti tu", "Unasikiliza moja kwa moja: sauti tu", 390],
      ["/live-stream", "Audio only", "Listening live: audio only", 390],
      ["/sw/live-stream", "Sauti tu", "Unasikiliza moja kwa moja: sauti tu", 1280],
      ["/live-stream", "Audio only", "Listening live: audio only", 1280],
    ] as const) {
      const context = await newContext(browser, { viewport: { width, height: 844 } });
      await context.addInitScript(() => {
        localStorage.setItem(
          "church-cookie-consent",
          JSON.stringify({ analyticsConsent: false, consentTimestamp: Date.now() }),
        );
      });
      const page = await context.newPage();
      const video: string[] = [];
      page.on("request", (request) => {
        if (/youtube|googlevideo|ytimg/.test(new URL(request.url()).hostname)) video.push(request.url());
      });
      await page.goto(path);
      await page.locator("html[data-app-ready]").waitFor();
      await expect(page.locator(".ps-live-status")).toContainText(/LIVE|MUBASHARA/);
      await page.getByRole("button", { name: button }).click();
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
      const audio = page.locator("audio.ps-live-audio__player");
      await expect(audio).toHaveAttribute("src", streamUrl);
      await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime)).toBeGreaterThan(0);
      await expect(page.locator(".ps-live-main iframe, .ps-live-main .ps-video")).toHaveCount(0);
      expect(video).toEqual([]);
      if (process.env.E2E_SHOTS) {
        const tag = `${path.startsWith("/sw") ? "sw" : "en"}-${width}`;
        await page.screenshot({ path: `docs/screenshots/public-live-audio-stream-${tag}.png` });
      }
      await context.close();
    }
  } finally {
    await admin.getByRole("textbox", { name: /Audio stream URL/ }).fill("");
    await admin.getByRole("radio", { name: "Follow the schedule" }).check();
    await admin.getByRole("button", { name: "Save Settings" }).click();
    await expect(admin.getByText("Stream settings saved")).toBeVisible();
  }
});
