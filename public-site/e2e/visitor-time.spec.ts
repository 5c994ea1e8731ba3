import type { Browser, Page } from "@playwright/test";
import { receivedMail } from "../../admin-portal/e2e/support/smtp-sink.ts";
import { buffaloDate, expect, newContext, test } from "../../scripts/e2e-test.ts";

// Issue 29, items 2 and 8: a relative in Nairobi reads every time as Buffalo's, with the zone named,
// and her own time beside it once the page runs (Swahili clock on Swahili pages), without the page
// moving; a Swahili visitor's RSVP e-mail carries the event's Swahili title, time and place.

const editor = { email: process.env.E2E_EDITOR_EMAIL ?? "", password: process.env.E2E_EDITOR_PASSWORD ?? "" };
const run = Date.now().toString(36);

const words = {
  en: { home: "/", buffalo: /in Buffalo \((EST|EDT)\)/, nairobi: "in Nairobi", prefix: "" },
  sw: { home: "/sw/", buffalo: /huko Buffalo \((EST|EDT)\)/, nairobi: "huko Nairobi", prefix: "/sw" },
} as const;

/** The Sunday service (3 PM in Buffalo) on a Nairobi clock: 11 PM in winter, 10 PM in summer. */
const serviceInNairobi = (language: "en" | "sw", zone: string) =>
  language === "en"
    ? zone === "EST"
      ? "11:00 PM in Nairobi"
      : "10:00 PM in Nairobi"
    : zone === "EST"
      ? "saa 5:00 usiku huko Nairobi"
      : "saa 4:00 usiku huko Nairobi";

async function openIn(browser: Browser, timezoneId: string, width: number, path: string, clock?: string) {
  const context = clock
    ? await browser.newContext({ timezoneId, viewport: { width, height: 844 } })
    : await newContext(browser, { timezoneId, viewport: { width, height: 844 } });
  if (clock) await context.clock.install({ time: new Date(clock) });
  // Every layout shift of the page's life, for the CLS check.
  await context.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  const page = await context.newPage();
  await page.goto(path);
  await page.waitForSelector("html[data-app-ready]");
  return page;
}

const layoutShift = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
  );

for (const width of [390, 1280]) {
  for (const language of ["en", "sw"] as const) {
    const w = words[language];
    test.describe(`times for two time zones at ${width} px in ${language}`, () => {
      test("the home page names Buffalo's zone, adds Nairobi's time after hydration, and nothing moves", async ({
        browser,
      }) => {
        const page = await openIn(browser, "Africa/Nairobi", width, w.home);
        const hero = page.locator(".ps-hero__facts .ps-zone-time");
        await expect(hero).toContainText(w.buffalo);
        const zone = /\((EST|EDT)\)/.exec((await hero.textContent()) ?? "")?.[1] ?? "";
        await expect(hero.locator(".ps-zone-time__local")).toHaveText(
          ` · ${serviceInNairobi(language, zone)}`,
        );
        await expect(hero.locator(".ps-zone-time__local")).toBeVisible();
        // The worship card and the footer say the same.
        await expect(page.locator(".ps-worship-card .ps-zone-time__local")).toContainText(w.nairobi);
        await expect(page.locator("footer .ps-zone-time__local")).toContainText(w.nairobi);
        // The line was kept from the first paint: adding the time shifted no content (CLS in Chromium).
        await page.waitForTimeout(500);
        const cls = await layoutShift(page);
        test.info().annotations.push({ type: "CLS", description: cls.toFixed(4) });
        expect(cls).toBeLessThan(0.01);
        await page.context().close();
      });

      test("a visitor in Buffalo sees the zone and no second time", async ({ browser }) => {
        const page = await openIn(browser, "America/New_York", width, w.home);
        const hero = page.locator(".ps-hero__facts .ps-zone-time");
        await expect(hero).toContainText(w.buffalo);
        await page.waitForTimeout(300);
        await expect(hero.locator(".ps-zone-time__local")).toHaveText("");
        await page.context().close();
      });

      for (const [clock, zone, change] of [
        ["2027-03-13T17:00:00Z", "EDT", "spring"],
        ["2027-11-06T16:00:00Z", "EST", "autumn"],
      ] as const) {
        test(`the Saturday before the ${change} clock change, Sunday's service is in ${zone}`, async ({
          browser,
        }) => {
          const page = await openIn(browser, "Africa/Nairobi", width, w.home, clock);
          const hero = page.locator(".ps-hero__facts .ps-zone-time");
          await expect(hero).toContainText(`(${zone})`);
          await expect(hero.locator(".ps-zone-time__local")).toHaveText(
            ` · ${serviceInNairobi(language, zone)}`,
          );
          await page.context().close();
        });
      }

      test("events, the live stream and meeting slots name the zone and give Nairobi's time", async ({
        browser,
      }) => {
        const page = await openIn(browser, "Africa/Nairobi", width, `${w.prefix}/events`);
        const detail = page.locator(".ps-event-detail").first();
        await expect(detail.locator(".ps-zone-time")).toContainText(w.buffalo);
        await expect(detail.locator(".ps-zone-time__local")).toContainText(w.nairobi);

        await page.goto(`${w.prefix}/live-stream`);
        // The next stream's time shows while the site is not live (not on a real Sunday 3-6 PM in Buffalo).
        const { isLive } = (await (await page.request.get("/api/live-stream")).json()) as { isLive: boolean };
        if (!isLive) {
          const status = page.locator(".ps-live-status");
          await expect(status).toContainText(w.buffalo);
          await expect(status.locator(".ps-zone-time__local")).toContainText(w.nairobi);
        }

        await page.goto(`${w.prefix}/schedule-meeting`);
        const date = buffaloDate(9);
        const dateField = page.getByLabel(language === "en" ? "Preferred date" : "Tarehe unayopendelea");
        await dateField.selectOption(date);
        const slot = page.getByLabel(language === "en" ? "Preferred time" : "Saa unayopendelea", {
          exact: false,
        });
        await slot.first().selectOption("10:00 AM");
        const hint = page.locator(".ps-zone-time__local").first();
        const zone =
          (await page
            .getByText(/(Times are in|Saa ni za) Buffalo \((EST|EDT)\)/)
            .first()
            .textContent()) ?? "";
        const nairobi = zone.includes("EDT")
          ? { en: "5:00 PM in Nairobi", sw: "saa 11:00 jioni huko Nairobi" }
          : { en: "6:00 PM in Nairobi", sw: "saa 12:00 jioni huko Nairobi" };
        await expect(hint).toHaveText(` · ${nairobi[language]}`);
        await page.context().close();
      });
    });
  }
}

test("a Swahili visitor's RSVP e-mail has the event's Swahili title, time and place, and Buffalo's zone", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  expect((await request.post("/api/auth/login", { data: editor })).status()).toBe(200);
  const created = await request.post("/api/events", {
    data: {
      title: `Food Drive ${run}`,
      description: "Sort and hand out groceries.",
      date: buffaloDate(6),
      time: "10:00 AM - 1:00 PM",
      location: "Church Parking Lot",
      category: "outreach",
      rsvpRequired: true,
      maxAttendees: 30,
      translations: {
        sw: {
          title: `Mavuno ya Chakula ${run}`,
          description: "Kupanga na kugawa vyakula.",
          time: "saa 4:00 asubuhi - saa 7:00 mchana",
          location: "Maegesho ya Kanisa",
        },
      },
    },
  });
  expect(created.status()).toBe(201);
  const { slug } = ((await created.json()) as { event: { slug: string } }).event;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/sw/events/${slug}`);
  await page.waitForSelector("html[data-app-ready]");
  await page.getByRole("main").getByRole("button", { name: "Jiandikishe" }).click();
  const dialog = page.getByRole("dialog");
  const email = `amina-${run}@example.org`;
  await dialog.getByLabel("Jina Kamili").fill("Amina Wanjiru");
  await dialog.getByLabel("Anwani ya Barua Pepe").fill(email);
  await dialog.getByRole("button", { name: "Tuma Usajili" }).click();
  await expect(page.getByRole("status").filter({ hasText: email })).toBeVisible();
  await expect
    .poll(() => receivedMail().find((mail) => mail.to.includes(email))?.subject ?? "", { timeout: 30_000 })
    .toBe(`Usajili umethibitishwa: Mavuno ya Chakula ${run}`);
  const mail = receivedMail().find((item) => item.to.includes(email));
  expect(mail?.text).toMatch(/Lini: .*saa 4:00 asubuhi - saa 7:00 mchana \(saa za Buffalo, E[SD]T\)/);
  expect(mail?.text).toContain("Mahali: Maegesho ya Kanisa");
  expect(mail?.text).not.toContain("Church Parking Lot");
});
