import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { account, signIn } from "../support/accounts.ts";
import { receivedMail } from "../support/smtp-sink.ts";

/*
 * The screens issue #18 changed, at 390 and 1280 px in English and Swahili, into docs/screenshots/.
 * Not part of `npm test`: run `E2E_PORT=3300 npx playwright test -c playwright.screenshots.config.ts`
 * after building the apps. It fills a fresh demo server with a little of everything first.
 */
const out = join(import.meta.dirname, "..", "..", "..", "docs", "screenshots");
mkdirSync(out, { recursive: true });
const widths = [390, 1280] as const;
const languages = ["en", "sw"] as const;

const buffaloDate = (daysAhead: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(
    new Date(Date.now() + daysAhead * 86_400_000),
  );

async function apiAs(request: APIRequestContext, who: { email: string; password: string }) {
  const response = await request.post("/api/auth/login", { data: who });
  expect(response.status()).toBe(200);
}

/** A little of everything the changed screens show. */
async function fillDemo(request: APIRequestContext) {
  await apiAs(request, account("PASTOR"));
  for (let week = 1; week <= 8; week++) {
    const sunday = new Date(`${buffaloDate(0)}T12:00:00Z`);
    sunday.setUTCDate(sunday.getUTCDate() - sunday.getUTCDay() - 7 * (week - 1));
    await request.post("/api/crm/records", {
      data: {
        date: sunday.toISOString().slice(0, 10),
        attendance: 52 + week * 3,
        tithes: 1100 + week * 35.5,
        offerings: 280 + week * 12.25,
        notes: week === 1 ? "Guest choir from Rochester" : null,
      },
    });
  }
  // A gift of the offline test provider: demo mode shows it in the weekly summaries, marked.
  const gift = {
    amount: 50,
    donorName: "Grace Achieng",
    donorEmail: "grace@example.org",
    type: "tithe",
    frequency: "monthly",
    category: "tithe",
  };
  const order = await request.post("/api/donations/orders", { data: gift });
  const { orderId } = (await order.json()) as { orderId: string };
  await request.post("/api/donations/process", { data: { ...gift, paypalOrderId: orderId } });

  const created = await request.post("/api/events", {
    data: {
      title: "Choir Practice",
      description: "Singing practice for the Christmas services. Everyone who loves to sing is welcome.",
      date: buffaloDate(3),
      startTime: "19:00",
      endTime: "20:30",
      location: "Main Sanctuary",
      category: "worship",
      rsvpRequired: true,
      maxAttendees: 30,
      repeat: "weekly",
      skipDates: [],
      translations: {
        sw: { title: "Mazoezi ya Kwaya", description: "Mazoezi ya kuimba kwa ajili ya ibada za Krismasi." },
      },
    },
  });
  const { event } = (await created.json()) as { event: { id: string; date: string } };
  const second = new Date(`${event.date}T12:00:00Z`);
  second.setUTCDate(second.getUTCDate() + 7);
  const people = [
    ["Amina Juma", event.date],
    ["Baraka Otieno", event.date],
    ["Ruth Wanjiru", second.toISOString().slice(0, 10)],
  ] as const;
  for (const [i, [name, eventDate]] of people.entries()) {
    await request.post(`/api/events/${event.id}/rsvp`, {
      data: { attendeeName: name, attendeeEmail: `guest${i}-${Date.now()}@example.org`, eventDate },
      headers: { "x-forwarded-for": `10.66.0.${i + 1}` },
    });
  }

  const readers = [
    ["Grace", "Achieng", "sw"],
    ["John", "Miller", "en"],
    ["Esther", "Uwimana", "sw"],
    ["Peter", "Nkurunziza", "sw"],
  ] as const;
  for (const [i, [first, last, language]] of readers.entries()) {
    await request.post("/api/newsletter/subscribe", {
      data: {
        firstName: first,
        lastName: last,
        email: `${first.toLowerCase()}-${Date.now()}@example.org`,
        language,
      },
      headers: { "x-forwarded-for": `10.67.0.${i + 1}` },
    });
  }
  // Confirm all but the last: it stays pending.
  await expect
    .poll(() => receivedMail().filter((m) => /newsletter\/confirm/.test(m.text)).length)
    .toBeGreaterThanOrEqual(4);
  const links = receivedMail()
    .filter((m) => !m.to[0]?.startsWith("peter-"))
    .map((m) => /\/api\/newsletter\/confirm\?token=[\w-]+/.exec(m.text)?.[0])
    .filter((l): l is string => !!l);
  for (const link of links) await request.get(link);
  await request.put("/api/newsletter/sender", {
    data: { firstName: "Samuel", lastName: "Mwangi", email: "pastor@amani-friends.example" },
  });
  await request.post("/api/newsletter/campaigns", {
    data: {
      subject: "Christmas services",
      content: "<p>Join us for <strong>Christmas Eve</strong> worship at 3:00 PM.</p>",
      translations: {
        sw: {
          subject: "Ibada za Krismasi",
          content: "<p>Karibuni kwenye ibada ya <strong>Mkesha wa Krismasi</strong>.</p>",
        },
      },
    },
  });

  for (const [i, [name, subject, message]] of [
    [
      "Rebecca Thompson",
      "Visiting this Sunday",
      "We are visiting Buffalo this weekend and would love to join you.",
    ],
    ["Jean-Pierre Habimana", "Prayer Request", "Please pray for my mother, who is in hospital."],
  ].entries()) {
    await request.post("/api/contact-messages", {
      data: { name, email: `sender${i}@example.org`, subject, message },
      headers: { "x-forwarded-for": `10.68.0.${i + 1}` },
    });
  }
  const chat = [
    ["Mary K.", "Blessings from Rochester! So glad to worship with you."],
    ["Baraka", "Amina! Tunamshukuru Mungu kwa ibada hii."],
  ] as const;
  for (const [i, [user, message]] of chat.entries()) {
    await request.post("/api/live-chat/messages", {
      data: { user, message },
      headers: { "x-forwarded-for": `10.69.0.${i + 1}` },
    });
  }
}

/** What the screen shows (scrolled to `focus` when given), as docs/screenshots/<name>-<language>-<width>.png. */
async function shoot(page: Page, name: string, width: number, language: string, focus?: Locator) {
  if (focus) await focus.evaluate((el) => el.scrollIntoView({ block: "start" }));
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(out, `${name}-${language}-${width}.png`) });
}

test("screenshots of the changed staff screens", async ({ browser, request }) => {
  test.setTimeout(600_000);
  await fillDemo(request);
  for (const language of languages) {
    for (const width of widths) {
      const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } });
      const page = await context.newPage();
      // Signed in with the English form, then the language every later page opens in.
      await signIn(page, account("ADMIN"));
      await page.evaluate((lang) => localStorage.setItem("church-language", lang), language);

      await page.goto("/admin?tab=events");
      await page
        .getByRole("article")
        .filter({ hasText: /Choir Practice|Mazoezi ya Kwaya/ })
        .first()
        .waitFor();
      await shoot(page, "admin-events", width, language);
      await page
        .getByRole("article")
        .filter({ hasText: /Choir Practice|Mazoezi ya Kwaya/ })
        .first()
        .getByRole("button", { name: /^(View RSVPs|Tazama RSVP)$/ })
        .click();
      const rsvps = page.getByRole("dialog");
      await rsvps.getByRole("combobox").first().selectOption("all");
      await rsvps.getByRole("rowheader").first().waitFor();
      await shoot(page, "admin-rsvps", width, language);
      await page.keyboard.press("Escape");
      await page
        .getByRole("article")
        .filter({ hasText: /Choir Practice|Mazoezi ya Kwaya/ })
        .first()
        .getByRole("button", { name: /^(Actions for|Vitendo vya) / })
        .click();
      await page.getByRole("menuitem").first().click();
      await page.getByRole("dialog").getByRole("group").first().waitFor();
      await shoot(page, "admin-event-form", width, language);
      await page.keyboard.press("Escape");

      await page.goto("/admin?tab=newsletter");
      await page
        .getByText(/Christmas services/)
        .first()
        .waitFor();
      await shoot(page, "admin-newsletter", width, language);
      // The composer is a page of its own (a new draft each run).
      await page.getByRole("button", { name: /^(New letter|Barua mpya)$/ }).click();
      await page.waitForURL(/\/admin\/newsletter\//);
      await page.getByRole("textbox", { name: /^(Subject|Kichwa)$/ }).fill("Advent news");
      await page
        .getByRole("textbox", { name: /^(Content|Maudhui)$/ })
        .fill("Join us every Sunday of Advent at 3:00 PM.");
      await page.getByRole("button", { name: /^(Preview|Onyesho la awali)$/ }).click();
      await page.locator("iframe").waitFor();
      await shoot(page, "admin-newsletter-composer", width, language);

      await page.goto("/admin?tab=livestream");
      await page.getByText("Blessings from Rochester!", { exact: false }).first().waitFor();
      await shoot(page, "admin-live-stream", width, language);
      await shoot(
        page,
        "admin-live-chat",
        width,
        language,
        page.getByRole("list").filter({ hasText: "Blessings from Rochester!" }),
      );

      await page.goto("/admin?tab=messages");
      await page.getByRole("checkbox").nth(1).check();
      await shoot(page, "admin-messages", width, language);

      await page.goto("/admin");
      await page
        .getByText(/Tithe, monthly|Zaka, kila mwezi/)
        .first()
        .waitFor();
      await shoot(page, "admin-overview", width, language);

      await page.goto("/admin/crm");
      await page
        .getByText(/Guest choir from Rochester/)
        .first()
        .waitFor();
      await shoot(page, "crm-portal", width, language);
      await shoot(page, "crm-weekly", width, language, page.getByRole("heading", { level: 2 }).first());
      await shoot(page, "crm-records", width, language, page.getByRole("region").last());

      // The public site's Swahili pages live under /sw.
      await page.goto(language === "sw" ? "/sw/events" : "/events");
      await page
        .getByRole("button")
        .filter({ hasText: /Choir Practice|Mazoezi ya Kwaya/ })
        .first()
        .click();
      await page
        .locator("#event-detail")
        .getByRole("button", { name: /^(RSVP|Jiandikishe)$/ })
        .click();
      await page.getByRole("dialog").getByRole("combobox").waitFor();
      await shoot(page, "public-rsvp-dates", width, language);
      await context.close();
    }
  }
});
