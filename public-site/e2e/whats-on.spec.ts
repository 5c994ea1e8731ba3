import { type Announcement, type AudioService, compareAnnouncements, type Event } from "@church/contracts";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "../../scripts/e2e-test.ts";

/*
 * What is on this week (issue #29, item 5): the home page shows the next events, the latest sermon and
 * the current announcements from the live data, in the page's language (Swahili titles where the
 * content has them), as server-rendered HTML that the browser keeps without loading its code; /events
 * opens on the coming events by date, each once, with the topics folded away.
 */
type Language = "en" | "sw";
const swTitle = (item: { title: string; translations?: { sw?: { title?: string } } }, language: Language) =>
  (language === "sw" && item.translations?.sw?.title?.trim()) || item.title;

async function live(request: APIRequestContext) {
  const events = (
    (await (await request.get("/api/events?upcoming=true&limit=3")).json()) as { events: Event[] }
  ).events;
  const audio = (
    (await (await request.get("/api/audio-services")).json()) as { audioServices: AudioService[] }
  ).audioServices;
  const announcements = (
    (await (await request.get("/api/announcements")).json()) as { announcements: Announcement[] }
  ).announcements.toSorted(compareAnnouncements);
  const sermon = audio.find((item) => item.category === "sermon") ?? audio[0];
  return { events, sermon, announcements: announcements.slice(0, 3) };
}

const texts = {
  en: { prefix: "", title: "This week at Amani", upcoming: "Upcoming Events", filter: "Filter by topic" },
  sw: { prefix: "/sw", title: "Wiki hii Amani", upcoming: "Matukio Yajayo", filter: "Chuja kwa mada" },
} as const;

for (const width of [390, 1280]) {
  for (const language of ["en", "sw"] as const) {
    const w = texts[language];
    test.describe(`${language} at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test("the home page shows this week's events, the latest sermon and the announcements", async ({
        page,
        request,
      }) => {
        const data = await live(request);
        expect(data.events.length).toBeGreaterThan(0);
        const scripts: string[] = [];
        page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
        await page.goto(`${w.prefix}/`);
        await page.locator("html[data-app-ready]").waitFor();
        await page.waitForLoadState("networkidle");

        const section = page.getByRole("region", { name: w.title });
        await expect(section).toBeVisible();
        // Each of the next events, linked to its own page in the page's language, in date order.
        const links = section.locator(`a[href^="${w.prefix}/events/"]`);
        await expect(links).toHaveText(data.events.map((event) => swTitle(event, language)));
        for (const [index, event] of data.events.entries()) {
          await expect(links.nth(index)).toHaveAttribute("href", `${w.prefix}/events/${event.slug}`);
        }
        if (data.sermon) {
          await expect(section.locator(`a[href="${w.prefix}/audio-services/${data.sermon.id}"]`)).toHaveText(
            swTitle(data.sermon, language),
          );
        }
        await expect(section.locator(`a[href^="${w.prefix}/announcements/"]`)).toHaveText(
          data.announcements.map((item) => swTitle(item, language)),
        );
        // Read only: kept from the server's page, its code never fetched.
        expect(scripts.filter((url) => /whats-on/.test(url))).toEqual([]);
        // Fits the screen: no sideways scrolling.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });

      test("/events opens on the coming events by date, each once, before the topics and the calendar", async ({
        page,
        request,
      }) => {
        await page.goto(`${w.prefix}/events`);
        await page.locator("html[data-app-ready]").waitFor();
        const main = page.getByRole("main");
        // The first heading after the page's title is the list by date.
        await expect(main.getByRole("heading", { level: 2 }).first()).toHaveText(w.upcoming);
        const upcoming = page.getByRole("region", { name: w.upcoming });
        const dates = await upcoming
          .locator("time")
          .evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
        expect(dates.length).toBeGreaterThan(0);
        expect(dates).toEqual(dates.toSorted());
        // Each event once: a weekly one is one line, however many weeks the list spans.
        const titles = await upcoming.locator(".ps-event-list__title").allTextContents();
        expect(new Set(titles).size).toBe(titles.length);
        const weekly = (
          (await (await request.get("/api/events?upcoming=true")).json()) as { events: Event[] }
        ).events.find((event) => event.repeat === "weekly");
        if (weekly)
          await expect(upcoming.getByText(swTitle(weekly, language), { exact: true })).toHaveCount(1);
        // The topics are folded away until asked for.
        await expect(page.locator(".ps-chip").first()).toBeHidden();
        await page.getByText(w.filter).click();
        await expect(page.locator(".ps-chip").first()).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    });
  }
}
