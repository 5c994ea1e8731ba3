import { describe, expect, it } from "vitest";
import {
  earliestMeetingDate,
  meetingFormats,
  meetingMessages,
  meetingTimeSlots,
  meetingTypes,
  meetingUrgencies,
} from "./meeting-requests.constants.ts";
import { meetingRequestMail } from "./meeting-requests.mail.ts";
import {
  meetingRequestInputFor,
  meetingRequestInputSchema,
  meetingResponseInputSchema,
} from "./meeting-requests.schema.ts";

const valid = {
  name: "Agnes Mukamana",
  email: "agnes@example.com",
  preferredDate: "2026-12-01",
  preferredTime: "10:00 AM",
  purpose: "I would like to talk about joining the church.",
};

describe("meeting request form", () => {
  it("offers the spec's option lists and 11 hourly slots from 9:00 AM to 7:00 PM", () => {
    expect(meetingTypes).toEqual(["spiritual-guidance", "counseling", "community-service", "general"]);
    expect(meetingFormats).toEqual(["any", "in-person", "phone", "video"]);
    expect(meetingUrgencies).toEqual(["routine", "important", "urgent"]);
    expect(meetingTimeSlots).toHaveLength(11);
    expect(meetingTimeSlots[0]).toBe("9:00 AM");
    expect(meetingTimeSlots[10]).toBe("7:00 PM");
  });

  it("defaults to a general meeting in any format with routine urgency", () => {
    const parsed = meetingRequestInputSchema.parse(valid);
    expect(parsed).toMatchObject({ meetingType: "general", meetingFormat: "any", urgency: "routine" });
    expect(parsed.phone).toBeNull();
    expect(parsed.alternativeDate).toBeNull();
  });

  it("requires name, email, preferred date and time and purpose", () => {
    const result = meetingRequestInputSchema.safeParse({});
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join("."));
    expect(paths).toEqual(
      expect.arrayContaining(["name", "email", "preferredDate", "preferredTime", "purpose"]),
    );
    expect(meetingRequestInputSchema.safeParse({ ...valid, email: "not-an-email" }).success).toBe(false);
  });

  it("accepts only the hourly slots", () => {
    expect(meetingRequestInputSchema.safeParse({ ...valid, preferredTime: "8:00 AM" }).success).toBe(false);
    expect(meetingRequestInputSchema.safeParse({ ...valid, preferredTime: "10:30 AM" }).success).toBe(false);
    expect(meetingRequestInputSchema.safeParse({ ...valid, preferredTime: "7:00 PM" }).success).toBe(true);
  });

  it("rejects today and accepts tomorrow for the preferred and alternative dates", () => {
    const schema = meetingRequestInputFor("2026-11-21");
    const today = schema.safeParse({ ...valid, preferredDate: "2026-11-21" });
    expect(today.success).toBe(false);
    expect(today.error?.issues[0]?.message).toBe(meetingMessages.dateTooEarly);
    expect(schema.safeParse({ ...valid, preferredDate: "2026-11-22" }).success).toBe(true);
    const alternative = schema.safeParse({
      ...valid,
      alternativeDate: "2026-11-20",
      alternativeTime: "1:00 PM",
    });
    expect(alternative.error?.issues[0]?.path).toEqual(["alternativeDate"]);
  });

  it("counts tomorrow in Buffalo's time zone", () => {
    // 02:00 UTC on the 22nd is still the evening of the 21st in Buffalo.
    expect(earliestMeetingDate(new Date("2026-11-22T02:00:00Z"))).toBe("2026-11-22");
  });

  it("builds the mail-client fallback with the subject 'Meeting Request: {type label}'", () => {
    const mail = meetingRequestMail(meetingRequestInputSchema.parse({ ...valid, meetingType: "counseling" }));
    expect(mail.subject).toBe("Meeting Request: Counseling");
    expect(mail.body).toContain("Phone: Not provided");
    expect(mail.body).toContain("Preferred date and time: 2026-12-01 10:00 AM");
  });
});

describe("pastor's response", () => {
  it("needs no message to accept", () => {
    expect(meetingResponseInputSchema.safeParse({ action: "accept" }).success).toBe(true);
    expect(meetingResponseInputSchema.parse({}).action).toBe("accept");
  });

  it("requires a message to decline", () => {
    const result = meetingResponseInputSchema.safeParse({ action: "decline", message: "  " });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["message", meetingMessages.messageRequired],
    ]);
  });

  it("requires a message, a suggested date and a suggested time to reschedule", () => {
    const missing = meetingResponseInputSchema.safeParse({ action: "reschedule", suggestedDate: "" });
    expect(missing.error?.issues.map((i) => i.path.join("."))).toEqual([
      "message",
      "suggestedDate",
      "suggestedTime",
    ]);
    const complete = meetingResponseInputSchema.safeParse({
      action: "reschedule",
      message: "Could we meet the following week?",
      suggestedDate: "2026-12-03",
      suggestedTime: "4:00 PM",
    });
    expect(complete.success).toBe(true);
    // Meetings take one-hour slots on the hour (decision 039).
    const halfHour = meetingResponseInputSchema.safeParse({
      action: "reschedule",
      message: "Could we meet the following week?",
      suggestedDate: "2026-12-03",
      suggestedTime: "4:30 PM",
    });
    expect(halfHour.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["suggestedTime", meetingMessages.onTheHour],
    ]);
  });
});
