import { churchInfo, type Language, meetingMessages, swahiliTimeText } from "@church/contracts";
import { churchZoneName } from "../../lib/church-time.ts";

/**
 * Every e-mail text of the product, in English and Swahili. Visitors get their own language; staff
 * e-mails carry both, one under the other, since the account's language is not known.
 */
export interface MailText {
  subject: string;
  text: string;
}

export const churchName = (lang: Language) => (lang === "sw" ? churchInfo.nameSw : churchInfo.name);

/**
 * A time in Buffalo with its zone named, for a reader who may be in Kenya: "3:00 PM - 6:00 PM (Buffalo
 * time, EST)", "saa 9:00 alasiri (saa za Buffalo, EST)". EST or EDT as that date and time keep.
 */
export function churchTimeText(date: string, time: string, lang: Language, clockTime = time): string {
  const zone = churchZoneName(date, clockTime);
  return lang === "sw"
    ? `${swahiliTimeText(time)} (saa za ${churchInfo.address.city}, ${zone})`
    : `${time} (${churchInfo.address.city} time, ${zone})`;
}

/** A meeting's date and slot as a visitor reads them: the Swahili clock in Swahili, the zone named. */
export const meetingWhen = (date: string, slot: string, lang: Language) =>
  `${longDate(date, lang)} ${churchTimeText(date, slot, lang)}`;

/** "Sunday, December 6, 2026" / "Jumapili, 6 Desemba 2026". */
export function longDate(date: string, lang: Language): string {
  return new Intl.DateTimeFormat(lang === "sw" ? "sw" : "en-US", {
    dateStyle: "full",
    timeZone: "UTC",
  }).format(new Date(`${date}T12:00:00Z`));
}

export const signature = (lang: Language) =>
  lang === "sw"
    ? ["", `Kwa upendo,`, churchName("sw"), churchInfo.addressLine, churchInfo.phone]
    : ["", "With love,", churchName("en"), churchInfo.addressLine, churchInfo.phone];

export interface RsvpMailFacts {
  name: string;
  title: string;
  date: string;
  /** As the visitor reads it (the event's Swahili time for a Swahili visitor, when it has one). */
  time: string;
  /** The English time text ("3:00 PM - 6:00 PM"), which says the clock time the zone is named for. */
  clockTime: string;
  location: string;
  /** The signed link that cancels the RSVP (or leaves the waiting list). */
  cancelUrl: string;
  /** The form was sent again with this address: the RSVP is unchanged, and the e-mail says so. */
  repeated?: boolean;
}

/** RSVP answer: confirmed (with the .ics), waitlisted, or promoted from the waiting list. */
export function rsvpMail(
  kind: "confirmed" | "waitlisted" | "promoted",
  lang: Language,
  f: RsvpMailFacts,
): MailText {
  const when = `${longDate(f.date, lang)}, ${churchTimeText(f.date, f.time, lang, f.clockTime)}`;
  if (lang === "sw") {
    const opening = {
      confirmed: "Usajili wako umethibitishwa! Tunatarajia kukuona kwenye tukio.",
      waitlisted:
        "Tukio hili limejaa, kwa hiyo uko kwenye orodha ya kusubiri. Tutakutumia barua pepe nafasi ikipatikana.",
      promoted: "Habari njema: nafasi imepatikana na usajili wako sasa umethibitishwa!",
    }[kind];
    return {
      subject: f.repeated
        ? `Usajili wako: ${f.title}`
        : kind === "waitlisted"
          ? `Orodha ya kusubiri: ${f.title}`
          : `Usajili umethibitishwa: ${f.title}`,
      text: [
        `Habari ${f.name},`,
        "",
        ...(f.repeated
          ? [
              "Fomu ya usajili wa tukio hili imejazwa tena kwa anwani yako ya barua pepe. Usajili wako haujabadilika; ukitaka kubadilisha taarifa zako, wasiliana na ofisi ya kanisa.",
              "",
            ]
          : []),
        opening,
        "",
        `Tukio: ${f.title}`,
        `Lini: ${when}`,
        `Mahali: ${f.location}`,
        ...(kind === "waitlisted"
          ? []
          : ["", "Faili la kalenda (.ics) limeambatishwa ili uiongeze kwenye kalenda yako."]),
        "",
        kind === "waitlisted"
          ? `Ukitaka kuondoka kwenye orodha ya kusubiri: ${f.cancelUrl}`
          : `Hutaweza kuja? Ghairi hapa ili nafasi yako ipewe mwingine: ${f.cancelUrl}`,
        ...signature("sw"),
      ].join("\n"),
    };
  }
  const opening = {
    confirmed: "RSVP confirmed! We look forward to seeing you at the event.",
    waitlisted: "This event is full, so you are on the waiting list. We will e-mail you if a spot opens up.",
    promoted: "Good news: a place opened up and your RSVP is now confirmed!",
  }[kind];
  return {
    subject: f.repeated
      ? `Your RSVP: ${f.title}`
      : kind === "waitlisted"
        ? `Waiting list: ${f.title}`
        : `RSVP confirmed: ${f.title}`,
    text: [
      `Hello ${f.name},`,
      "",
      ...(f.repeated
        ? [
            "The RSVP form for this event was sent again with your e-mail address. Your RSVP is unchanged; to change your details, contact the church office.",
            "",
          ]
        : []),
      opening,
      "",
      `Event: ${f.title}`,
      `When: ${when}`,
      `Where: ${f.location}`,
      ...(kind === "waitlisted"
        ? []
        : ["", "A calendar file (.ics) is attached so you can add it to your calendar."]),
      "",
      kind === "waitlisted"
        ? `To leave the waiting list: ${f.cancelUrl}`
        : `Can't come? Cancel here so your place goes to someone else: ${f.cancelUrl}`,
      ...signature("en"),
    ].join("\n"),
  };
}

/** Double opt-in: the link that activates a subscription. */
export function newsletterConfirmMail(
  lang: Language,
  f: { firstName: string; confirmUrl: string; unsubscribeUrl: string },
): MailText {
  if (lang === "sw") {
    return {
      subject: `Thibitisha usajili wako wa jarida la ${churchName("sw")}`,
      text: [
        `Habari${f.firstName ? ` ${f.firstName}` : ""},`,
        "",
        "Asante kwa kujiandikisha kupokea jarida letu. Tafadhali thibitisha anwani yako ya barua pepe kwa kufungua kiungo hiki:",
        f.confirmUrl,
        "",
        "Ikiwa hukujiandikisha, puuza barua pepe hii; hutapokea chochote zaidi.",
        `Kujiondoa wakati wowote: ${f.unsubscribeUrl}`,
        ...signature("sw"),
      ].join("\n"),
    };
  }
  return {
    subject: `Please confirm your subscription to the ${churchName("en")} newsletter`,
    text: [
      `Hello${f.firstName ? ` ${f.firstName}` : ""},`,
      "",
      "Thank you for subscribing to our newsletter. Please confirm your e-mail address by opening this link:",
      f.confirmUrl,
      "",
      "If you did not subscribe, ignore this e-mail and you will hear nothing more from us.",
      `Unsubscribe at any time: ${f.unsubscribeUrl}`,
      ...signature("en"),
    ].join("\n"),
  };
}

/** Both languages, English first (staff e-mails). */
export const both = (en: string[], sw: string[]) => [...en, "", "----", "", ...sw].join("\n");

export function contactOfficeMail(f: {
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  preferredContact: "email" | "phone";
}): MailText {
  const phone = f.phone ?? meetingMessages.notProvided;
  return {
    subject: `Contact form: ${f.subject}`,
    text: both(
      [
        "A visitor sent a message through the website's contact form.",
        "",
        `Name: ${f.name}`,
        `Email: ${f.email}`,
        `Phone: ${phone}`,
        `Preferred contact: ${f.preferredContact === "phone" ? "Phone" : "Email"}`,
        `Subject: ${f.subject}`,
        "",
        f.message,
        "",
        "Reply to this e-mail to answer the visitor. Promise: a reply within 24 hours.",
      ],
      [
        "Mgeni ametuma ujumbe kupitia fomu ya mawasiliano ya tovuti (ujumbe uko hapo juu).",
        `Jina: ${f.name}`,
        `Njia ya mawasiliano anayopendelea: ${f.preferredContact === "phone" ? "Simu" : "Barua pepe"}`,
        "Jibu barua pepe hii ili kumjibu mgeni, ndani ya saa 24.",
      ],
    ),
  };
}

/**
 * "Forgot password" and invitation e-mails: staff accounts have no language on record, so both
 * languages, like the other staff e-mails. The link is the only secret; it works once.
 */
export function accountLinkMail(
  purpose: "reset" | "invite",
  f: { name: string; url: string; minutes: number; days: number },
): MailText {
  if (purpose === "reset") {
    return {
      subject: `${churchInfo.name}: choose a new password / chagua nenosiri jipya`,
      text: both(
        [
          `Hello ${f.name},`,
          "",
          "Someone (we hope you) asked to reset the password of your Admin Portal account. To choose a new",
          `password, open this link within ${f.minutes} minutes. It works once:`,
          f.url,
          "",
          "If you did not ask, ignore this e-mail: your password stays as it is.",
        ],
        [
          `Habari ${f.name},`,
          "",
          "Mtu (tunatumaini ni wewe) ameomba kubadilisha nenosiri la akaunti yako ya Lango la Msimamizi.",
          `Ili kuchagua nenosiri jipya, fungua kiungo hiki ndani ya dakika ${f.minutes}. Kinafanya kazi mara moja:`,
          f.url,
          "",
          "Ikiwa hukuomba, puuza barua pepe hii: nenosiri lako halibadiliki.",
        ],
      ),
    };
  }
  return {
    subject: `${churchInfo.name}: your Admin Portal account / akaunti yako ya Lango la Msimamizi`,
    text: both(
      [
        `Hello ${f.name},`,
        "",
        `An administrator of ${churchInfo.name} made you an Admin Portal account. To choose your password,`,
        `open this link within ${f.days} days. It works once:`,
        f.url,
        "",
        "Then sign in with your e-mail address and that password.",
      ],
      [
        `Habari ${f.name},`,
        "",
        `Msimamizi wa ${churchInfo.nameSw} amekufungulia akaunti ya Lango la Msimamizi. Ili kuchagua`,
        `nenosiri lako, fungua kiungo hiki ndani ya siku ${f.days}. Kinafanya kazi mara moja:`,
        f.url,
        "",
        "Kisha ingia kwa anwani yako ya barua pepe na nenosiri hilo.",
      ],
    ),
  };
}
