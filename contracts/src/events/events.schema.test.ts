import { describe, expect, it } from "vitest";
import { isEventFull } from "./events.constants.ts";
import { eventInputSchema, eventMessages } from "./events.schema.ts";

const base = {
  title: "Community Food Drive",
  description: "Sorting and handing out groceries.",
  date: "2026-12-05",
  time: "10:00 AM - 1:00 PM",
  location: "Church Parking Lot",
};

describe("event form", () => {
  it("defaults to a published worship event without a limit or repeat", () => {
    const parsed = eventInputSchema.parse(base);
    expect(parsed).toMatchObject({
      category: "worship",
      status: "published",
      rsvpRequired: false,
      maxAttendees: null,
      repeat: "none",
      tags: [],
      imageUrl: null,
    });
  });

  it("takes tags as comma-separated text", () => {
    expect(eventInputSchema.parse({ ...base, tags: " outreach, food-ministry,, outreach " }).tags).toEqual([
      "outreach",
      "food-ministry",
    ]);
  });

  it("needs max attendees of at least 1 when set; empty means unlimited", () => {
    expect(eventInputSchema.safeParse({ ...base, maxAttendees: 0 }).error?.issues[0]?.message).toBe(
      eventMessages.maxAttendeesMin,
    );
    expect(eventInputSchema.parse({ ...base, maxAttendees: 50 }).maxAttendees).toBe(50);
    expect(eventInputSchema.parse({ ...base, maxAttendees: null }).maxAttendees).toBeNull();
  });

  it("requires title, description, date, a start time and location, and only the listed categories", () => {
    const result = eventInputSchema.safeParse({ category: "concert" });
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual(
      expect.arrayContaining(["title", "description", "date", "location", "category"]),
    );
    const { time: _time, ...untimed } = base;
    expect(eventInputSchema.safeParse(untimed).error?.issues).toEqual([
      expect.objectContaining({ path: ["startTime"], message: eventMessages.startTimeRequired }),
    ]);
    expect(eventInputSchema.safeParse({ ...base, date: "12/05/2026" }).success).toBe(false);
  });

  it("refuses an end before the start and links that are not http(s)", () => {
    const result = eventInputSchema.safeParse({
      ...base,
      startDateTime: "2026-12-05T13:00:00-05:00",
      endDateTime: "2026-12-05T10:00:00-05:00",
    });
    expect(result.error?.issues[0]?.path).toEqual(["endDateTime"]);
    expect(eventInputSchema.safeParse({ ...base, mapUrl: "javascript:alert(1)" }).success).toBe(false);
  });

  it("takes the time once as start and end, and an end that is not after the start is refused", () => {
    const { time: _time, ...untimed } = base;
    expect(eventInputSchema.parse({ ...untimed, startTime: "15:00", endTime: "18:00" })).toMatchObject({
      startTime: "15:00",
      endTime: "18:00",
      time: "",
    });
    expect(
      eventInputSchema.safeParse({ ...untimed, startTime: "15:00", endTime: "15:00" }).error?.issues[0]?.path,
    ).toEqual(["endTime"]);
    expect(eventInputSchema.safeParse({ ...untimed, startTime: "3 PM" }).error?.issues[0]?.message).toBe(
      eventMessages.timeFormat,
    );
    // An empty end (from the form) means none; an empty start asks for one.
    expect(eventInputSchema.parse({ ...untimed, startTime: "15:00", endTime: "" }).endTime).toBeNull();
    expect(eventInputSchema.safeParse({ ...untimed, startTime: "" }).error?.issues[0]?.message).toBe(
      eventMessages.startTimeRequired,
    );
  });

  it("checks a repeat's end and skipped dates against its dates; a one-off event keeps neither", () => {
    const weekly = { ...base, date: "2026-12-06", repeat: "weekly" };
    expect(
      eventInputSchema.parse({
        ...weekly,
        repeatUntil: "2027-02-28",
        skipDates: ["2026-12-27", "2026-12-20"],
      }),
    ).toMatchObject({ repeatUntil: "2027-02-28", skipDates: ["2026-12-20", "2026-12-27"] });
    const wrong = eventInputSchema.safeParse({
      ...weekly,
      repeatUntil: "2026-11-01",
      skipDates: ["2026-12-13", "2026-12-14"],
    });
    expect(wrong.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["repeatUntil", eventMessages.repeatUntilBeforeStart],
      ["skipDates.1", eventMessages.skipNotADate],
    ]);
    expect(
      eventInputSchema.parse({ ...base, repeatUntil: "2027-01-01", skipDates: ["2026-12-05"] }),
    ).toMatchObject({ repeat: "none", repeatUntil: null, skipDates: [] });
  });

  it("is full when confirmed attendees reach the maximum", () => {
    expect(isEventFull({ maxAttendees: 25, currentAttendees: 25 })).toBe(true);
    expect(isEventFull({ maxAttendees: 25, currentAttendees: 24 })).toBe(false);
    expect(isEventFull({ maxAttendees: null, currentAttendees: 500 })).toBe(false);
  });
});
