import { describe, expect, it } from "vitest";
import { formatPhone, phoneMessages, toE164 } from "../common/phone.ts";
import { rsvpInputSchema } from "../rsvps/rsvps.schema.ts";
import { textConsentWording, textMessageTexts } from "./text-messages.constants.ts";
import { textRemindersInputSchema } from "./text-messages.schema.ts";

describe("mobile numbers", () => {
  it.each([
    ["(716) 555-0123", "+17165550123"],
    ["716.555.0123", "+17165550123"],
    ["+1 716 555 0123", "+17165550123"],
    ["+254 712 345 678", "+254712345678"],
    ["+255 754 123 456", "+255754123456"],
  ])("reads %s as %s", (typed, e164) => {
    expect(toE164(typed)).toBe(e164);
  });

  it.each(["12345", "555-0123", "+254 20 2222222", "not a number", "+1 716 555 01234 5"])(
    "refuses %s (too short, a Kenyan landline, or not a number)",
    (typed) => {
      expect(toE164(typed)).toBeNull();
    },
  );

  it("writes a stored number for people", () => {
    expect(formatPhone("+254712345678")).toBe("+254 712 345678");
    expect(formatPhone("+17165550123")).toBe("+1 716 555 0123");
  });
});

describe("text reminders on the forms", () => {
  const rsvp = { attendeeName: "Sarah", attendeeEmail: "sarah@example.com" };

  it("stores the number in E.164 with the chosen channel", () => {
    const parsed = rsvpInputSchema.parse({
      ...rsvp,
      textReminders: { phone: "+254 712 345 678", channel: "whatsapp", consent: true },
    });
    expect(parsed.textReminders).toEqual({ phone: "+254712345678", channel: "whatsapp", consent: true });
  });

  it("needs the consent box ticked and a valid number, naming each field", () => {
    const result = rsvpInputSchema.safeParse({
      ...rsvp,
      textReminders: { phone: "12", channel: "sms", consent: false },
    });
    const issues = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
    expect(issues).toEqual({
      "textReminders.phone": phoneMessages.invalid,
      "textReminders.consent": textMessageTexts.consentRequired,
    });
  });

  it("defaults to SMS", () => {
    expect(textRemindersInputSchema.parse({ phone: "716 555 0123", consent: true }).channel).toBe("sms");
  });

  it("words the consent in both languages, with STOP in each", () => {
    expect(textConsentWording.en).toMatch(/Reply STOP/);
    expect(textConsentWording.sw).toMatch(/Jibu STOP/);
  });
});
