import { describe, expect, it } from "vitest";
import { meetingReceiptMail } from "../services/mail/meeting-mail.ts";
import { churchTimeText, rsvpMail } from "../services/mail/templates.ts";
import { textBody } from "../services/text-messages/texts.ts";
import { churchDateTime, churchZoneName } from "./church-time.ts";

// 2027: daylight time from Sunday 14 March 2:00 to Sunday 7 November 2:00 in Buffalo.
describe("Buffalo's zone named after each time, across both clock changes", () => {
  it("says EST before the spring change and EDT after it, EDT before the autumn change and EST after", () => {
    expect(churchZoneName("2027-03-13", "3:00 PM - 6:00 PM")).toBe("EST");
    expect(churchZoneName("2027-03-14", "1:30 AM")).toBe("EST");
    expect(churchZoneName("2027-03-14", "3:00 PM - 6:00 PM")).toBe("EDT");
    expect(churchZoneName("2027-11-06", "3:00 PM")).toBe("EDT");
    expect(churchZoneName("2027-11-07", "3:00 PM")).toBe("EST");
    // A Swahili time text without a clock the parser reads: the zone of the day (at noon).
    expect(churchZoneName("2027-07-04", "saa 9:00 alasiri")).toBe("EDT");
  });

  it("agrees with the instant the API stores for the same wall-clock time", () => {
    for (const date of ["2027-03-13", "2027-03-14", "2027-11-06", "2027-11-07"]) {
      const offset = churchDateTime(date, "15:00").getUTCHours() - 15;
      expect(churchZoneName(date, "3:00 PM")).toBe(offset === 4 ? "EDT" : "EST");
    }
  });

  it("writes the zone in the visitor's language in e-mails and text messages", () => {
    expect(churchTimeText("2027-11-07", "3:00 PM - 6:00 PM", "en")).toBe(
      "3:00 PM - 6:00 PM (Buffalo time, EST)",
    );
    expect(churchTimeText("2027-06-06", "3:00 PM - 6:00 PM", "sw")).toBe(
      "saa 9:00 alasiri - saa 12:00 jioni (saa za Buffalo, EDT)",
    );
    const facts = {
      name: "Amina",
      title: "Mavuno",
      date: "2027-03-14",
      time: "saa 4:00 asubuhi",
      clockTime: "10:00 AM",
      location: "Ukumbi",
      cancelUrl: "https://example.org/c",
    };
    expect(rsvpMail("confirmed", "sw", facts).text).toContain("saa 4:00 asubuhi (saa za Buffalo, EDT)");
    const meeting = meetingReceiptMail("sw", {
      name: "Amina",
      email: "amina@example.org",
      phone: null,
      meetingType: "general",
      preferredDate: "2027-11-08",
      preferredTime: "10:00 AM",
      alternativeDate: null,
      alternativeTime: null,
      meetingFormat: "in-person",
      urgency: "routine",
      purpose: "Ushauri",
    });
    expect(meeting.text).toContain("saa 4:00 asubuhi (saa za Buffalo, EST)");
    expect(meeting.text).not.toContain("10:00 AM");
    expect(textBody("rsvp_reminder_day", "en", { ...facts, time: "10:00 AM" })).toContain("10:00 AM EDT");
    expect(textBody("rsvp_reminder_day", "sw", { ...facts, date: "2027-03-13" })).toContain(
      "saa 4:00 asubuhi EST",
    );
  });
});
