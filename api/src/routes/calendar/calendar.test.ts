import { addDays, eventResponseSchema } from "@church/contracts";
import ICAL from "ical.js";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { foldLine, repeatRule } from "../../services/calendar/ics.ts";
import { churchToday } from "../../services/events/events.model.ts";
import { call, getTestApp, signIn, testDriver, truncate } from "../../test/test-app.ts";

const today = churchToday();
const base = {
  description: "Everyone is welcome; bring a friend, a dish.",
  time: "3:00 PM - 6:00 PM",
  location: "Main Sanctuary",
  rsvpRequired: false,
};

/** The feed as a calendar app reads it: ical.js parses it, and the events' dates are expanded. */
async function readFeed(path: string) {
  const { app } = await getTestApp();
  const response = await app.request(path);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  const text = await response.text();
  const calendar = new ICAL.Component(ICAL.parse(text));
  const timezone = calendar.getFirstSubcomponent("vtimezone");
  if (timezone) ICAL.TimezoneService.register(timezone);
  return { text, calendar, events: calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v)) };
}

describe(`calendar feeds [${testDriver}]`, () => {
  let editor: string;
  beforeAll(async () => {
    editor = await signIn("content_editor");
  });
  beforeEach(() => truncate("events"));

  const create = async (body: Record<string, unknown>) => {
    const result = await call("POST", "/api/events", { cookie: editor, body: { ...base, ...body } });
    expect(result.status).toBe(201);
    return eventResponseSchema.parse(result.body).event;
  };

  it("lists published events with Buffalo times, weekly repeats that keep 3 PM across the clock change", async () => {
    // The first Sunday of March 2027 is before the change to daylight time, the third after it.
    const worship = await create({
      title: "Sunday Worship",
      date: "2027-03-07",
      repeat: "weekly",
      category: "worship",
    });
    await create({
      title: "Food Drive",
      date: addDays(today, 5),
      time: "10:00 AM - 1:00 PM",
      category: "outreach",
    });
    await create({ title: "Hidden Draft", date: addDays(today, 6), status: "draft" });
    const { events, text } = await readFeed("/api/calendar.ics");
    expect(text.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(events.map((e) => e.summary).sort()).toEqual(["Food Drive", "Sunday Worship"]);
    const sunday = events.find((e) => e.uid.startsWith(worship.id));
    expect(sunday?.isRecurring()).toBe(true);
    expect(sunday?.description).toBe(base.description);
    const dates = sunday?.iterator();
    const [first, , third] = [1, 2, 3].map(() => dates?.next()?.toJSDate().toISOString());
    // 3 PM in New York is 20:00 UTC in winter and 19:00 UTC in summer.
    expect(first).toBe("2027-03-07T20:00:00.000Z");
    expect(third).toBe("2027-03-21T19:00:00.000Z");
  });

  it("has one feed per category and refuses unknown ones", async () => {
    await create({ title: "Prayer Night", date: addDays(today, 3), category: "prayer" });
    await create({ title: "Youth Games", date: addDays(today, 4), category: "fellowship" });
    const { events } = await readFeed("/api/calendar/prayer.ics");
    expect(events.map((e) => e.summary)).toEqual(["Prayer Night"]);
    expect((await readFeed("/api/calendar/special.ics")).events).toEqual([]);
    const unknown = await call("GET", "/api/calendar/parties.ics");
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      error: { fields: { "params.feed": expect.stringContaining("worship.ics") } },
    });
  });

  it("puts events without a clock time on their day, and monthly repeats on the 31st fall on the month's end", async () => {
    await create({
      title: "Month-end Potluck",
      date: "2027-01-31",
      time: "After service",
      repeat: "monthly",
    });
    const { events } = await readFeed("/api/calendar.ics");
    const potluck = events[0];
    expect(potluck?.startDate.isDate).toBe(true);
    const dates = potluck?.iterator();
    // ical.js hands back one time object it moves along: read each date before the next step.
    const seen = [1, 2, 3].map(() => dates?.next()?.toString());
    expect(seen).toEqual(["2027-01-31", "2027-02-28", "2027-03-31"]);
    const monthly = (firstDate: string) =>
      repeatRule({ firstDate, repeat: "monthly", repeatUntil: null, skipDates: [] });
    expect(monthly("2027-01-15")).toBe("FREQ=MONTHLY;BYMONTHDAY=15");
    // RFC 5545 BYSETPOS picks "the 30th, else the last day" (ical.js expands BYSETPOS only with BYDAY,
    // so this rule is checked as text; Google, Apple and Outlook calendars read it).
    expect(monthly("2027-01-30")).toBe("FREQ=MONTHLY;BYMONTHDAY=30,-1;BYSETPOS=1");
  });

  it("follows every other week, the n-th weekday, the end date and the skipped dates", async () => {
    await create({
      title: "Choir Practice",
      date: "2027-01-07",
      time: "",
      startTime: "19:00",
      endTime: "20:30",
      repeat: "weekly",
      repeatUntil: "2027-02-04",
      skipDates: ["2027-01-21"],
    });
    await create({
      title: "Elders Meeting",
      date: "2027-01-09",
      time: "",
      startTime: "10:00",
      repeat: "monthly-weekday",
    });
    await create({ title: "Youth Night", date: "2027-01-08", repeat: "biweekly" });
    const { events, text } = await readFeed("/api/calendar.ics");
    expect(text).toContain("RRULE:FREQ=MONTHLY;BYDAY=2SA");
    const datesOf = (title: string, count: number) => {
      const found = events.find((e) => e.summary === title);
      const dates = found?.iterator();
      const seen: string[] = [];
      for (let i = 0; i < count; i++) {
        const next = dates?.next();
        if (!next) break;
        seen.push(next.toJSDate().toISOString());
      }
      return seen;
    };
    // 7 PM in Buffalo in winter is midnight UTC; the 21st is skipped and the series ends on Feb 4.
    expect(datesOf("Choir Practice", 10)).toEqual([
      "2027-01-08T00:00:00.000Z",
      "2027-01-15T00:00:00.000Z",
      "2027-01-29T00:00:00.000Z",
      "2027-02-05T00:00:00.000Z",
    ]);
    // The second Saturday of each month, 10 AM.
    expect(datesOf("Elders Meeting", 3)).toEqual([
      "2027-01-09T15:00:00.000Z",
      "2027-02-13T15:00:00.000Z",
      "2027-03-13T15:00:00.000Z",
    ]);
    expect(datesOf("Youth Night", 3).map((d) => d.slice(0, 10))).toEqual([
      "2027-01-08",
      "2027-01-22",
      "2027-02-05",
    ]);
  });

  it("folds long lines without splitting a character", () => {
    const line = `SUMMARY:${"Karibu kwa ibada ya Jumapili – ".repeat(5)}`;
    const folded = foldLine(line);
    expect(folded.split("\r\n ").join("")).toBe(line);
    for (const part of folded.split("\r\n"))
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
  });
});
