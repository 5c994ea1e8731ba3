import type { Event } from "@church/contracts";
import { expect, test } from "../../scripts/e2e-test.ts";

/*
 * Link previews (issue #29, item 3): the server's page of an event on /sw/ names its Swahili title
 * and its date in Swahili, as a chat app reads them (the HTML only, no JavaScript); an item without
 * a picture of its own previews with its share card, drawn in the page's language.
 */
const weekdays = ["Jumapili", "Jumatatu", "Jumanne", "Jumatano", "Alhamisi", "Ijumaa", "Jumamosi"];
const months = [
  "Januari",
  "Februari",
  "Machi",
  "Aprili",
  "Mei",
  "Juni",
  "Julai",
  "Agosti",
  "Septemba",
  "Oktoba",
  "Novemba",
  "Desemba",
];
const swahiliDate = (date: string) => {
  const d = new Date(`${date}T12:00:00Z`);
  return `${weekdays[d.getUTCDay()]}, ${d.getUTCDate()} ${months[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
};
/** A meta tag's content as a link preview reads it (character references decoded). */
const meta = (html: string, property: string) =>
  (new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1] ?? "")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

test("an event's page on /sw/ previews with its Swahili title and date; /events/ in English with its date", async ({
  request,
}) => {
  const { events } = (await (await request.get("/api/events?upcoming=true")).json()) as { events: Event[] };
  const event = events.find((item) => item.translations?.sw?.title);
  if (!event) throw new Error("no upcoming event with a Swahili title in the demo content");
  const sw = await (await request.get(`/sw/events/${event.slug}`)).text();
  expect(meta(sw, "og:title")).toContain(event.translations?.sw?.title);
  expect(meta(sw, "og:description")).toMatch(new RegExp(`^${swahiliDate(event.date)} · `));
  expect(meta(sw, "og:url")).toMatch(new RegExp(`/sw/events/${event.slug}$`));
  const en = await (await request.get(`/events/${event.slug}`)).text();
  expect(meta(en, "og:title")).toContain(event.title);
  const day = new Date(`${event.date}T12:00:00Z`).toLocaleDateString("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
  expect(meta(en, "og:description")).toMatch(new RegExp(`^${day} · `));
});

test("an item without its own picture previews with its share card, in the page's language", async ({
  request,
}) => {
  const { events } = (await (await request.get("/api/events?upcoming=true")).json()) as { events: Event[] };
  const event = events.find((item) => !item.imageUrl && item.translations?.sw?.title);
  if (!event)
    throw new Error("no upcoming event without a picture and with a Swahili title in the demo content");
  for (const [page, card] of [
    [`/events/${event.slug}`, `/api/share-cards/events/${event.slug}`],
    [`/sw/events/${event.slug}`, `/api/share-cards/events/${event.slug}?lang=sw`],
  ] as const) {
    const html = await (await request.get(page)).text();
    const image = new URL(meta(html, "og:image"));
    expect(`${image.pathname}${image.search}`).toBe(card);
    expect(meta(html, "og:image:width")).toBe("1200");
    expect(meta(html, "og:image:height")).toBe("630");
    const picture = await request.get(card);
    expect(picture.status()).toBe(200);
    expect(picture.headers()["content-type"]).toBe("image/png");
  }
  const [en, sw] = await Promise.all(
    [`/api/share-cards/events/${event.slug}`, `/api/share-cards/events/${event.slug}?lang=sw`].map(
      async (path) => (await request.get(path)).body(),
    ),
  );
  expect(en?.equals(sw as Buffer)).toBe(false);
});
