import type { Browser } from "@playwright/test";
import { account, signIn } from "../../admin-portal/e2e/support/accounts.ts";
import { brokenWords } from "../../public-site/e2e/support/broken-words.ts";
import { buffaloDate, expect, newContext, test } from "../../scripts/e2e-test.ts";

/*
 * Issue #27's walk: a visitor RSVPs on the public site in Swahili; the pastor, on a phone-sized screen,
 * finds them by the last four digits of their phone, sees the RSVP on their timeline, adds them to a
 * household, and marks them an attender.
 */
const phone = { width: 390, height: 844 };

async function eventTakingRsvps(browser: Browser, title: string): Promise<string> {
  const staff = await newContext(browser);
  expect((await staff.request.post("/api/auth/login", { data: account("EDITOR") })).status()).toBe(200);
  const created = await staff.request.post("/api/events", {
    data: {
      title,
      translations: { sw: { title: `Chakula cha Pamoja ${title.slice(-6)}` } },
      description: "Bring a dish to share.",
      date: buffaloDate(5),
      time: "6:00 PM - 8:00 PM",
      location: "Fellowship Hall",
      category: "fellowship",
      rsvpRequired: true,
      maxAttendees: 40,
    },
  });
  expect(created.status()).toBe(201);
  const { slug } = ((await created.json()) as { event: { slug: string } }).event;
  await staff.close();
  return slug;
}

test("a Swahili RSVP becomes a person the pastor finds by four digits, places in a household and marks an attender", async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const lastFour = String(Date.now()).slice(-4);
  const slug = await eventTakingRsvps(browser, `Potluck ${run}`);

  // The visitor, on her phone, in Swahili.
  const visitorContext = await newContext(browser, { viewport: phone, hasTouch: true });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/sw/events/${slug}`);
  await visitor.locator("html[data-app-ready]").waitFor();
  await visitor.getByRole("button", { name: "Jiandikishe", exact: true }).click();
  const form = visitor.getByRole("dialog");
  await form.getByLabel("Jina Kamili").fill(`Zawadi Achieng ${run}`);
  await form.getByLabel("Anwani ya Barua Pepe").fill(`zawadi-${run}@example.org`);
  await form.getByLabel(/Namba ya Simu/).fill(`(716) 555-${lastFour}`);
  await form.getByRole("button", { name: "Tuma Usajili" }).click();
  await expect(form).toBeHidden();
  await visitorContext.close();

  // The pastor, on a phone too.
  await page.setViewportSize(phone);
  await signIn(page, account("PASTOR"));
  await page.goto("/admin/crm/people");
  await page.getByRole("searchbox", { name: "Search people" }).fill(lastFour);
  await page.getByRole("button", { name: "Search" }).click();
  const list = page.getByRole("list", { name: "People" });
  await list.getByRole("link", { name: new RegExp(`Zawadi Achieng ${run}`) }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Zawadi Achieng ${run}` })).toBeVisible();
  // The RSVP is on the timeline, under the event's (English) title the staff read.
  await expect(page.getByRole("list", { name: "Timeline" })).toContainText(`Potluck ${run}`);
  // Her details read as words on the phone, each value under its label.
  expect(await brokenWords(page.locator("dl").first())).toEqual([]);

  await page.getByRole("button", { name: "Add to a household" }).click();
  const household = page.getByRole("dialog", { name: "Household" });
  await household
    .getByRole("textbox", { name: /Name of the new household/ })
    .fill(`Achieng household ${run}`);
  await household.getByRole("button", { name: "Save" }).click();
  await expect(household).toBeHidden();
  await expect(page.getByRole("heading", { name: `Household: Achieng household ${run}` })).toBeVisible();

  await page.getByRole("combobox", { name: "Membership stage" }).selectOption("attender");
  await expect(page.getByText("Stage saved")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Membership stage" })).toHaveValue("attender");
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

  // In Swahili, whose labels are longer ("Alionekana mara ya mwisho"), too.
  await page.evaluate(() => localStorage.setItem("church-language", "sw"));
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Hatua ya ushirika" })).toHaveValue("attender");
  expect(await brokenWords(page.locator("dl").first())).toEqual([]);
});
