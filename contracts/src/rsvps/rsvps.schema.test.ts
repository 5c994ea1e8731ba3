import { describe, expect, it } from "vitest";
import { rsvpMessages } from "./rsvps.constants.ts";
import { rsvpInputSchema } from "./rsvps.schema.ts";

describe("RSVP form", () => {
  it("requires a full name and a well-formed e-mail; phone and notes are optional", () => {
    const parsed = rsvpInputSchema.parse({
      attendeeName: " Sarah Wanjiku ",
      attendeeEmail: "sarah@example.com",
    });
    expect(parsed).toEqual({
      attendeeName: "Sarah Wanjiku",
      attendeeEmail: "sarah@example.com",
      attendeePhone: null,
      notes: null,
      language: "en",
      textReminders: null,
    });
  });

  it.each(["sarah", "sarah@", "sarah@example", "@example.com", "sarah example@x.com"])(
    "refuses the e-mail %s",
    (attendeeEmail) => {
      const result = rsvpInputSchema.safeParse({ attendeeName: "Sarah", attendeeEmail });
      expect(result.error?.issues[0]?.path).toEqual(["attendeeEmail"]);
      expect(result.error?.issues[0]?.message).toBe("Please enter a valid email address");
    },
  );

  it("names the missing fields with the form's labels", () => {
    const result = rsvpInputSchema.safeParse({ attendeeName: "", attendeeEmail: "" });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      rsvpMessages.nameRequired,
      rsvpMessages.emailRequired,
    ]);
  });

  it("keeps the spec's answers word for word", () => {
    expect(rsvpMessages.confirmed).toBe("RSVP confirmed! We look forward to seeing you at the event.");
    expect(rsvpMessages.unavailableHtml).toMatch(/^RSVP system is currently unavailable\. .*716-555-01\d\d/);
  });
});
