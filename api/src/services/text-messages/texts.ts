import { churchInfo, clockLabel, type Language, type TextMessageKind } from "@church/contracts";
import { churchZoneName } from "../../lib/church-time.ts";
import { longDate } from "../mail/templates.ts";

/** What a message is about: an event date or a meeting, in the visitor's language already. */
export interface TextFacts {
  /** Event title (its Swahili title for a Swahili visitor, when it has one); unused for meetings. */
  title: string;
  /** YYYY-MM-DD. */
  date: string;
  /** As shown: "3:00 PM - 6:00 PM", "10:00 AM". */
  time: string;
  location: string;
  /** The English time text when `time` is a translation: the clock time the zone (EST/EDT) is named for. */
  clockTime?: string;
}

const pastor = churchInfo.pastor.name.replace(/^Pastor /, "");

/** "3:00 PM - 5:00 PM" in Swahili: each end in Swahili time-keeping, joined by "hadi". */
function timeText(time: string, language: Language): string {
  if (language !== "sw") return time;
  const parts = time.split(/\s*(?:-|–|to)\s*/);
  return parts.length === 2
    ? parts.map((part) => clockLabel(part, "sw")).join(" hadi ")
    : clockLabel(time, "sw");
}

/** The kinds written here; a follow-up welcome is written from the church's own template instead. */
export type ReminderTextKind = Exclude<TextMessageKind, "follow_up_welcome">;

/**
 * Every text message of the product in English and Swahili: short (one or two SMS parts), the
 * church's name first since an SMS shows only a number, and how to stop at the end.
 */
export function textBody(kind: ReminderTextKind, language: Language, f: TextFacts): string {
  const date = longDate(f.date, language);
  // The zone after the time, short (one SMS part): a relative in Kenya reads it as Buffalo's.
  const time = `${timeText(f.time, language)} ${churchZoneName(f.date, f.clockTime ?? f.time)}`;
  if (language === "sw") {
    const lines: Record<ReminderTextKind, string> = {
      rsvp_confirmed: `umesajiliwa kwa ${f.title}, ${date}, ${time}, ${f.location}. Tutakukumbusha siku moja kabla na saa 2 kabla.`,
      rsvp_waitlisted: `${f.title} (${date}) imejaa, kwa hiyo uko kwenye orodha ya kusubiri. Tutakutumia ujumbe nafasi ikipatikana.`,
      rsvp_promoted: `habari njema: nafasi imepatikana, sasa umesajiliwa kwa ${f.title}, ${date}, ${time}.`,
      rsvp_reminder_day: `kikumbusho: ${f.title} ni kesho, ${date}, ${time}, ${f.location}.`,
      rsvp_reminder_2h: `kikumbusho: ${f.title} inaanza leo ${time}, ${f.location}.`,
      meeting_received: `tumepokea ombi lako la mkutano wa ${date}, ${time}. Mchungaji atakujibu ndani ya saa 24.`,
      meeting_accepted: `Mchungaji ${pastor} amethibitisha mkutano wenu wa ${date}, ${time}. Tutakukumbusha siku moja kabla na saa 2 kabla.`,
      meeting_reminder_day: `kikumbusho: mkutano wako na Mchungaji ${pastor} ni kesho, ${date}, ${time}.`,
      meeting_reminder_2h: `kikumbusho: mkutano wako na Mchungaji ${pastor} ni leo ${time}.`,
    };
    return `${churchInfo.nameSw}: ${lines[kind]} Jibu STOP kusitisha ujumbe.`;
  }
  const lines: Record<ReminderTextKind, string> = {
    rsvp_confirmed: `you are registered for ${f.title}, ${date}, ${time}, ${f.location}. We will remind you the day before and 2 hours before.`,
    rsvp_waitlisted: `${f.title} (${date}) is full, so you are on the waiting list. We will text you if a place opens up.`,
    rsvp_promoted: `good news: a place opened up and you are now registered for ${f.title}, ${date}, ${time}.`,
    rsvp_reminder_day: `reminder: ${f.title} is tomorrow, ${date}, ${time}, ${f.location}.`,
    rsvp_reminder_2h: `reminder: ${f.title} starts today at ${time}, ${f.location}.`,
    meeting_received: `we received your meeting request for ${date} at ${time}. The pastor will reply within 24 hours.`,
    meeting_accepted: `Pastor ${pastor} confirmed your meeting on ${date} at ${time}. We will remind you the day before and 2 hours before.`,
    meeting_reminder_day: `reminder: your meeting with Pastor ${pastor} is tomorrow, ${date} at ${time}.`,
    meeting_reminder_2h: `reminder: your meeting with Pastor ${pastor} is today at ${time}.`,
  };
  return `${churchInfo.name}: ${lines[kind]} Reply STOP to end messages.`;
}
