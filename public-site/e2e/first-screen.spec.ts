import { expect, test } from "../../scripts/e2e-test.ts";

/*
 * The first screen of a phone, as a first-time visitor sees it (issue #29): the cookie banner takes at
 * most a quarter of it, the chat button covers no control, the next service's time and the address are
 * on it, and the offer of the Swahili pages fits a 320 px screen without sideways scrolling.
 */
const pages = [
  { path: "/", when: "Every Sunday, 3:00 PM - 6:00 PM", banner: "We value your privacy" },
  {
    path: "/sw/",
    when: "Kila Jumapili, saa 9:00 alasiri - saa 12:00 jioni",
    banner: "Tunathamini faragha yako",
  },
];

for (const { path, when, banner } of pages) {
  test.describe(`${path} on a 390 px phone`, () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, locale: "sw-KE" });

    test("the banner takes at most a quarter of the screen; time and address are on the first screen", async ({
      page,
    }) => {
      await page.goto(path);
      await page.locator("html[data-app-ready]").waitFor();
      const consent = page.getByRole("region", { name: /cookie|vidakuzi/i }).filter({ hasText: banner });
      await expect(consent).toBeVisible();
      const box = await consent.boundingBox();
      expect(box?.height ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(844 / 4);

      const hero = page.locator(".ps-hero");
      for (const fact of [when, "245 Friendship Avenue, Buffalo, NY 14213"]) {
        const line = hero.getByText(fact);
        await expect(line).toBeInViewport();
        // ...and not under the banner.
        const lineBox = await line.boundingBox();
        expect((lineBox?.y ?? 0) + (lineBox?.height ?? 0)).toBeLessThanOrEqual(box?.y ?? 0);
      }

      // No control of the page is under the chat button (it waits while the banner is up).
      const chat = page.locator(".ps-chat__launcher");
      if (await chat.isVisible()) {
        const launcher = await chat.boundingBox();
        const covered = await page.evaluate(
          ({ x, y, width, height }) =>
            [...document.querySelectorAll("a, button, input, select, textarea")]
              .filter((el) => !el.closest(".ps-chat"))
              .map((el) => el.getBoundingClientRect())
              .some(
                (r) => r.width > 0 && r.left < x + width && r.right > x && r.top < y + height && r.bottom > y,
              ),
          launcher ?? { x: 0, y: 0, width: 0, height: 0 },
        );
        expect(covered).toBe(false);
      }
    });
  });
}

test.describe("on a 320 px phone whose browser prefers Swahili", () => {
  test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, locale: "sw-KE" });

  test("the offer of the Swahili page fits without sideways scrolling", async ({ page }) => {
    await page.goto("/");
    await page.locator("html[data-app-ready]").waitFor();
    await expect(page.getByRole("link", { name: "Soma kwa Kiswahili" })).toBeInViewport();
    await expect(page.getByRole("button", { name: "Endelea kwa Kiingereza" })).toBeInViewport();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
});
