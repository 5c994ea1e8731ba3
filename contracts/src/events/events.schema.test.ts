import { describe, expect, it } from "vitest";
import { eventInputSchema, eventMessages, isEventFull } from "./events.schema.ts";

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

  it("requires title, description, date, time and location, and only the listed categories", () => {
    const result = eventInputSchema.safeParse({ category: "concert" });
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual(
      expect.arrayContaining(["title", "description", "date", "time", "location", "category"]),
    );
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

  it("is full when confirmed attendees reach the maximum", () => {
    expect(isEventFull({ maxAttendees: 25, currentAttendees: 25 })).toBe(true);
    expect(isEventFull({ maxAttendees: 25, currentAttendees: 24 })).toBe(false);
    expect(isEventFull({ maxAttendees: null, currentAttendees: 500 })).toBe(false);
  });
});
