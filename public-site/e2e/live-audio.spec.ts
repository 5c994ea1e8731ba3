import type { Page } from "@playwright/test";
import { expect, test } from "../../scripts/e2e-test.ts";

/*
 * The live stream page for visitors on prepaid data (issue #29 item 7): "Audio only" unmounts the
 * video and plays the latest recording's light copy; on a phone the chat is a tab right under the
 * player, on a wide screen it sits beside it. The page here is offline (or live without a stream id):
 * the specs that switch the site live are in the site-wide project.
 */
const languages = [
  {
    path: "/live-stream",
    audioOnly: "Audio only",
    tabs: { stream: "Stream", chat: "Chat" },
    chatTitle: "Live Chat",
    note: "The video is switched off",
  },
  {
    path: "/sw/live-stream",
    audioOnly: "Sauti tu",
    tabs: { stream: "Matangazo", chat: "Mazungumzo" },
    chatTitle: "Mazungumzo ya Moja kwa Moja",
    note: "Video imezimwa",
  },
] as const;
const widths = [390, 1280] as const;

/** Anything from the video provider: the embed, its player, its video segments and pictures. */
const videoHost = /youtube|youtu\.be|googlevideo|ytimg|ggpht/;

async function open(page: Page, path: string) {
  await page.addInitScript(() => {
    localStorage.setItem(
      "church-cookie-consent",
      JSON.stringify({ analyticsConsent: false, consentTimestamp: Date.now() }),
    );
  });
  await page.goto(path);
  await page.locator("html[data-app-ready]").waitFor();
}

/** Shots for docs/screenshots/ when E2E_SHOTS is set (not on every run: they are committed files). */
async function shoot(page: Page, name: string) {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `docs/screenshots/${name}.png`, fullPage: false });
}

/** Starts the video when the page offers one (the most recent service, or the live stream's id). */
async function startVideo(page: Page) {
  const poster = page.locator(".ps-live-main .ps-video__poster");
  if ((await poster.count()) === 0) return;
  await poster.click();
  await expect(page.locator(".ps-live-main iframe.ps-video__frame")).toHaveCount(1);
}

for (const language of languages) {
  for (const width of widths) {
    const tag = `${language.path.startsWith("/sw") ? "sw" : "en"}-${width}`;
    test.describe(`${language.path} at ${width} px`, () => {
      test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

      test("audio only unmounts the video and plays the latest recording", async ({ page }) => {
        await open(page, language.path);
        await startVideo(page);
        const videoRequests: string[] = [];
        page.on("request", (request) => {
          if (videoHost.test(new URL(request.url()).hostname)) videoRequests.push(request.url());
        });
        const toggle = page.getByRole("button", { name: language.audioOnly });
        await toggle.click();
        await expect(toggle).toHaveAttribute("aria-pressed", "true");
        await expect(page.locator("iframe")).toHaveCount(0);
        await expect(page.locator(".ps-live-main .ps-video")).toHaveCount(0);
        const audio = page.locator("audio.ps-live-audio__player");
        await expect(audio).toBeVisible();
        await expect(audio).toHaveAttribute("src", /^\/api\/audio-services\/[^/]+\/(low-bitrate|file)$/);
        await expect(page.getByText(language.note)).toBeVisible();
        // It plays (started by the press, no second tap).
        await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime)).toBeGreaterThan(0);
        expect(videoRequests).toEqual([]);
        await shoot(page, `public-live-audio-${tag}`);

        // Remembered on the next visit, without playing by itself.
        await page.reload();
        await page.locator("html[data-app-ready]").waitFor();
        await expect(page.getByRole("button", { name: language.audioOnly })).toHaveAttribute(
          "aria-pressed",
          "true",
        );
        await expect(audio).toBeVisible();
        expect(await audio.evaluate((el: HTMLAudioElement) => el.paused)).toBe(true);
        await expect(page.locator("iframe")).toHaveCount(0);
      });

      test("the chat is beside the player, as a tab on a phone", async ({ page }) => {
        await open(page, language.path);
        const player = page.locator(".ps-live-main .ps-video");
        const playerBox = await player.boundingBox();
        if (!playerBox) throw new Error("no player");
        const chatTitle = page.getByRole("heading", { name: language.chatTitle });
        if (width === 390) {
          const tabs = page.getByRole("tablist");
          await expect(tabs).toBeVisible();
          const streamTab = tabs.getByRole("tab", { name: language.tabs.stream });
          const chatTab = tabs.getByRole("tab", { name: language.tabs.chat });
          await expect(streamTab).toHaveAttribute("aria-selected", "true");
          await expect(chatTitle).toBeHidden();
          // The tabs start right under the player.
          const tabsBox = await tabs.boundingBox();
          expect((tabsBox?.y ?? 0) - (playerBox.y + playerBox.height)).toBeLessThan(40);
          await chatTab.click();
          await expect(chatTab).toHaveAttribute("aria-selected", "true");
          await expect(page.getByRole("tabpanel", { name: language.tabs.chat })).toBeVisible();
          await expect(chatTitle).toBeVisible();
          const titleBox = await chatTitle.boundingBox();
          expect((titleBox?.y ?? 0) - (playerBox.y + playerBox.height)).toBeLessThan(120);
          // The keyboard moves between the tabs too.
          await chatTab.press("ArrowLeft");
          await expect(streamTab).toBeFocused();
          await expect(streamTab).toHaveAttribute("aria-selected", "true");
          await expect(chatTitle).toBeHidden();
          await chatTab.click();
          await shoot(page, `public-live-chat-tab-${tag}`);
        } else {
          await expect(page.getByRole("tablist")).toBeHidden();
          await expect(chatTitle).toBeVisible();
          const titleBox = await chatTitle.boundingBox();
          // Beside the player: to its right, level with its top.
          expect(titleBox?.x ?? 0).toBeGreaterThan(playerBox.x + playerBox.width);
          expect(Math.abs((titleBox?.y ?? 0) - playerBox.y)).toBeLessThan(120);
          await shoot(page, `public-live-chat-${tag}`);
        }
      });
    });
  }
}

test.describe("audio only on a phone in Kenya", () => {
  // Without the site's service worker every byte crosses this page's network (none from its cache):
  // the most a visitor can pay.
  test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: "block" });

  test("downloads only the audio for 60 s: within its bitrate budget, nothing from the video provider", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await open(page, "/sw/live-stream");
    await startVideo(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    const urls = new Map<string, string>();
    const bytes = new Map<string, number>();
    cdp.on("Network.requestWillBeSent", (event) => urls.set(event.requestId, event.request.url));
    cdp.on("Network.dataReceived", (event) =>
      bytes.set(event.requestId, (bytes.get(event.requestId) ?? 0) + event.encodedDataLength),
    );
    cdp.on("Network.loadingFinished", (event) =>
      bytes.set(event.requestId, Math.max(bytes.get(event.requestId) ?? 0, event.encodedDataLength)),
    );

    await page.getByRole("button", { name: "Sauti tu" }).click();
    const audio = page.locator("audio.ps-live-audio__player");
    await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime)).toBeGreaterThan(0);
    await page.waitForTimeout(60_000);

    const all = [...urls].map(([id, url]) => ({ url, bytes: bytes.get(id) ?? 0 }));
    const total = all.reduce((sum, request) => sum + request.bytes, 0);
    const media = all.filter((request) =>
      /\/api\/audio-services\/[^/]+\/(low-bitrate|file)/.test(request.url),
    );
    const mediaBytes = media.reduce((sum, request) => sum + request.bytes, 0);
    console.log(`audio only, 60 s: ${total} bytes in ${all.length} requests (audio ${mediaBytes} bytes)`);
    expect(all.filter((request) => videoHost.test(new URL(request.url).hostname))).toEqual([]);
    expect(media.length).toBeGreaterThan(0);
    // The light copy is at most 32 kbps: 60 s of it is 240 KB; the page's own checks (stream status,
    // chat) add a few KB. A video stream, even at 240p, is several MB a minute.
    const audioBudget = (32_000 / 8) * 60;
    expect(mediaBytes).toBeLessThanOrEqual(audioBudget);
    expect(total).toBeLessThanOrEqual(audioBudget + 30_000);
  });
});
