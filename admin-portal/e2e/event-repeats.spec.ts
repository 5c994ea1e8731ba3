import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import ICAL from "ical.js";
import { buffaloDate, expect, newContext, test } from "../../scripts/e2e-test.ts";
import { account, signIn } from "./support/accounts.ts";

/*
 * A secretary (content editor) makes a weekly event with one date skipped. The public calendar, the
 * iCalendar feed (parsed as a calendar app would) and the RSVP form offer the same dates; RSVPs for two
 * of them appear under their dates in the admin's list and in the door list (CSV).
 */
const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const first = buffaloDate(2);
const skipped = addDays(first, 7);
const horizon = addDays(first, 28);
// What every view must show up to the horizon: weekly from the first date, without the skipped one.
const expected = [first, addDays(first, 14), addDays(first, 21), addDays(first, 28)];

/** The event's dates in the public calendar's month lists, this month and the next two. */
async function calendarDates(page: Page, title: string): Promise<string[]> {
  // The page is server-rendered with its events, so the month lists are complete once it is ready.
  // (Not the upcoming list: its five depend on the date and on other specs' events.)
  const dates: string[] = [];
  const heading = page.getByRole("heading", { name: /^Events in / });
  for (let month = 0; month < 3; month++) {
    const list = page.locator("section", { has: heading });
    for (const time of await list.getByRole("button").filter({ hasText: title }).locator("time").all()) {
      dates.push((await time.getAttribute("datetime")) ?? "");
    }
    const shown = (await heading.textContent()) ?? "";
    await page.getByRole("button", { name: "Next month" }).click();
    // The calendar is an island hydrated on this first tap (decision 013): the month moves once it is live.
    await expect(heading).not.toHaveText(shown);
  }
  return [...new Set(dates)].sort().filter((d) => d <= horizon);
}

/** The event's dates as a calendar app reads the feed: the repeat rule expanded, skipped dates left out. */
async function feedDates(page: Page, title: string): Promise<string[]> {
  const response = await page.request.get("/api/calendar.ics");
  expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  const zone = calendar.getFirstSubcomponent("vtimezone");
  if (zone) ICAL.TimezoneService.register(zone);
  const vevent = calendar
    .getAllSubcomponents("vevent")
    .find((v) => v.getFirstPropertyValue("summary") === title);
  if (!vevent) throw new Error(`${title} is not in the feed`);
  const dates = new ICAL.Event(vevent).iterator();
  const seen: string[] = [];
  for (let next = dates.next(); next && seen.length < 10; next = dates.next()) {
    // Buffalo's calendar date of each start.
    seen.push(new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(next.toJSDate()));
  }
  return seen.filter((d) => d <= horizon);
}

test("a weekly event with a skipped date: calendar, feed and RSVP form agree; RSVPs sit under their dates", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Choir practice ${Date.now()}`;
  await signIn(page, account("EDITOR"));
  await page.goto("/admin?tab=events");
  await page.getByRole("button", { name: "Add Event" }).click();
  const form = page.getByRole("dialog", { name: "Add Event" });
  await form.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await form
    .getByRole("textbox", { name: "Description", exact: true })
    .fill("Singing practice for Christmas.");
  await form.getByLabel(/^Date/).fill(first);
  await form.getByLabel(/^Starts at/).fill("19:00");
  await form.getByLabel(/^Ends at/).fill("20:30");
  await form.getByRole("textbox", { name: "Location", exact: true }).fill("Main Sanctuary");
  await form.getByRole("combobox", { name: "Repeat" }).selectOption("weekly");
  const dates = form.getByRole("group", { name: "Dates" });
  await expect(dates.getByRole("checkbox")).toHaveCount(12);
  await dates.getByRole("checkbox").nth(1).uncheck();
  await form.getByRole("checkbox", { name: "RSVP Required" }).check();
  await form.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Event created")).toBeVisible();
  await expect(page.getByRole("article", { name: title })).toContainText("Every week on");

  // The same dates in the public calendar, the feed and the RSVP form.
  const visitorContext = await newContext(browser);
  const visitor = await visitorContext.newPage();
  await visitor.goto("/events");
  await visitor.locator("html[data-app-ready]").waitFor();
  expect(await calendarDates(visitor, title)).toEqual(expected);
  expect(await feedDates(visitor, title)).toEqual(expected);
  expect(expected).not.toContain(skipped);

  const events = (await (await visitor.request.get("/api/events")).json()) as {
    events: Array<{ title: string; slug: string }>;
  };
  const slug = events.events.find((event) => event.title === title)?.slug;
  await visitor.goto(`/events/${slug}`);
  await visitor.locator("html[data-app-ready]").waitFor();
  const rsvp = async (date: string, name: string, email: string) => {
    await visitor.getByRole("button", { name: "RSVP", exact: true }).click();
    const dialog = visitor.getByRole("dialog");
    const choice = dialog.getByRole("combobox", { name: "Date" });
    // The form loads when first opened: wait for it before reading its choices.
    await expect(choice).toBeVisible();
    const offered = await choice
      .locator("option")
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(offered.filter((d) => d <= horizon)).toEqual(expected);
    await choice.selectOption(date);
    await dialog.getByLabel("Full Name").fill(name);
    await dialog.getByLabel("Email Address").fill(email);
    await dialog.getByRole("button", { name: "Submit RSVP" }).click();
    // The form closes on success only; the first RSVP's confirmation may still be on screen.
    await expect(dialog).toBeHidden();
    await expect(
      visitor.getByText("RSVP confirmed! We look forward to seeing you at the event.").last(),
    ).toBeVisible();
  };
  await rsvp(first, "Amina Juma", `amina-${Date.now()}@example.org`);
  await rsvp(expected[1] ?? "", "Baraka Otieno", `baraka-${Date.now()}@example.org`);
  await visitorContext.close();

  // Staff: each RSVP under its date, one date at a time and all together, and in the CSV for the door.
  await page.reload();
  await page.getByRole("article", { name: title }).getByRole("button", { name: "View RSVPs" }).click();
  const list = page.getByRole("dialog", { name: `RSVPs: ${title}` });
  const choose = list.getByRole("combobox", { name: "Date" });
  await choose.selectOption(first);
  await expect(list.getByRole("rowheader", { name: "Amina Juma" })).toBeVisible();
  await expect(list.getByText("Baraka Otieno")).toHaveCount(0);
  await choose.selectOption(expected[1] ?? "");
  await expect(list.getByRole("rowheader", { name: "Baraka Otieno" })).toBeVisible();
  await expect(list.getByText("Amina Juma")).toHaveCount(0);
  await choose.selectOption("all");
  const shortDate = (date: string) =>
    new Intl.DateTimeFormat("en-US", {
      weekday: "short",
      month: "short",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(`${date}T12:00:00Z`));
  await expect(list.getByRole("region", { name: `RSVPs for ${shortDate(first)}` })).toContainText(
    "Amina Juma",
  );
  await expect(list.getByRole("region", { name: `RSVPs for ${shortDate(expected[1] ?? "")}` })).toContainText(
    "Baraka Otieno",
  );

  const download = page.waitForEvent("download");
  await list.getByRole("button", { name: "Export CSV for the door" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^rsvps-choir-practice-\d+-all-dates\.csv$/);
  const path = await file.path();
  const rows = parse(readFileSync(path, "utf8"), { columns: true }) as Array<Record<string, string>>;
  expect(rows.map((r) => [r.Date, r.Name, r.Status])).toEqual([
    [first, "Amina Juma", "Confirmed"],
    [expected[1], "Baraka Otieno", "Confirmed"],
  ]);
});
