import {
  type Language,
  type MeetingFormat,
  type MeetingType,
  type MeetingUrgency,
  meetingFormatLabels,
  meetingMessages,
  meetingTypeLabels,
  meetingUrgencyLabels,
} from "@church/contracts";
import { both, churchName, longDate, type MailText, meetingWhen, signature } from "./templates.ts";

/** The e-mails about meeting requests and bookings (visitors in their language, staff in both). */
export interface MeetingMailFacts {
  name: string;
  email: string;
  phone: string | null;
  meetingType: MeetingType;
  preferredDate: string;
  preferredTime: string;
  alternativeDate: string | null;
  alternativeTime: string | null;
  meetingFormat: MeetingFormat;
  urgency: MeetingUrgency;
  purpose: string;
}

function meetingLines(f: MeetingMailFacts, lang: Language): string[] {
  const sw = lang === "sw";
  const none = sw ? "Haijatolewa" : meetingMessages.notProvided;
  const alternative = f.alternativeDate
    ? f.alternativeTime
      ? meetingWhen(f.alternativeDate, f.alternativeTime, lang)
      : longDate(f.alternativeDate, lang)
    : none;
  return [
    `${sw ? "Jina" : "Name"}: ${f.name}`,
    `${sw ? "Barua pepe" : "Email"}: ${f.email}`,
    `${sw ? "Simu" : "Phone"}: ${f.phone ?? none}`,
    `${sw ? "Aina ya mkutano" : "Meeting type"}: ${meetingTypeLabels[f.meetingType][lang]}`,
    `${sw ? "Tarehe na saa inayopendelewa" : "Preferred date and time"}: ${meetingWhen(f.preferredDate, f.preferredTime, lang)}`,
    `${sw ? "Tarehe na saa mbadala" : "Alternative date and time"}: ${alternative}`,
    `${sw ? "Njia" : "Format"}: ${meetingFormatLabels[f.meetingFormat][lang]}`,
    `${sw ? "Uharaka" : "Urgency"}: ${meetingUrgencyLabels[f.urgency][lang]}`,
    "",
    `${sw ? "Madhumuni" : "Purpose"}:`,
    f.purpose,
  ];
}

export function meetingPastorMail(f: MeetingMailFacts, portalUrl: string): MailText {
  return {
    subject: `Meeting Request: ${meetingTypeLabels[f.meetingType].en}`,
    text: both(
      [
        "A new meeting request is waiting in the Pastor Portal.",
        "",
        ...meetingLines(f, "en"),
        "",
        `Answer it: ${portalUrl}`,
      ],
      [
        "Ombi jipya la mkutano linasubiri kwenye Lango la Mchungaji.",
        "",
        ...meetingLines(f, "sw"),
        "",
        `Lijibu: ${portalUrl}`,
      ],
    ),
  };
}

export function meetingReceiptMail(lang: Language, f: MeetingMailFacts): MailText {
  if (lang === "sw") {
    return {
      subject: `Tumepokea ombi lako la mkutano: ${meetingTypeLabels[f.meetingType].sw}`,
      text: [
        `Habari ${f.name},`,
        "",
        "Ombi lako la mkutano limetumwa. Mchungaji atakujibu ndani ya saa 24.",
        "",
        ...meetingLines(f, "sw"),
        ...signature("sw"),
      ].join("\n"),
    };
  }
  return {
    subject: `We received your meeting request: ${meetingTypeLabels[f.meetingType].en}`,
    text: [
      `Hello ${f.name},`,
      "",
      meetingMessages.submitted,
      "",
      ...meetingLines(f, "en"),
      ...signature("en"),
    ].join("\n"),
  };
}

export function meetingAnswerMail(
  lang: Language,
  f: {
    name: string;
    action: "accept" | "decline" | "reschedule" | "cancel";
    message: string;
    requestedDate: string;
    requestedTime: string;
    suggestedDate: string | null;
    suggestedTime: string | null;
    /** The signed link that accepts a proposed time (decision 039). */
    acceptUrl?: string | null;
    /** A video meeting's room. */
    videoLink?: string | null;
  },
): MailText {
  const sw = lang === "sw";
  const requested = meetingWhen(f.requestedDate, f.requestedTime, lang);
  const suggested = f.suggestedDate
    ? f.suggestedTime
      ? meetingWhen(f.suggestedDate, f.suggestedTime, lang)
      : longDate(f.suggestedDate, lang)
    : "";
  const lines = {
    accept: [
      ...(sw
        ? [`Mchungaji amekubali mkutano wako wa ${requested}.`, "Faili la kalenda (.ics) limeambatishwa."]
        : [`The pastor accepted your meeting on ${requested}.`, "A calendar file (.ics) is attached."]),
      ...(f.videoLink ? [`${sw ? "Kiungo cha simu ya video" : "Video call link"}: ${f.videoLink}`] : []),
    ],
    decline: sw
      ? [`Samahani, mchungaji hawezi kukutana nawe ${requested}.`]
      : [`We are sorry: the pastor cannot meet you on ${requested}.`],
    reschedule: sw
      ? [
          `Mchungaji anapendekeza muda mwingine: ${suggested}.`,
          ...(f.acceptUrl
            ? [
                `Kukubali muda huu, fungua kiungo hiki na ubonyeze kitufe: ${f.acceptUrl}`,
                "Au jibu barua pepe hii kupendekeza muda mwingine.",
              ]
            : ["Jibu barua pepe hii kukubali au kupendekeza muda mwingine."]),
        ]
      : [
          `The pastor suggests another time: ${suggested}.`,
          ...(f.acceptUrl
            ? [
                `To accept it, open this link and press the button: ${f.acceptUrl}`,
                "Or reply to this e-mail to propose another time.",
              ]
            : ["Reply to this e-mail to accept it or propose another time."]),
        ],
    cancel: sw
      ? [`Samahani, mkutano wako wa ${requested} umeghairiwa.`, "Jibu barua pepe hii kupanga muda mwingine."]
      : [
          `We are sorry: your meeting on ${requested} is cancelled.`,
          "Reply to this e-mail to find another time.",
        ],
  }[f.action];
  const subject = {
    accept: sw ? "Mkutano wako umekubaliwa" : "Your meeting is confirmed",
    decline: sw ? "Jibu kuhusu ombi lako la mkutano" : "About your meeting request",
    reschedule: sw ? "Muda mpya wa mkutano unapendekezwa" : "A new time is suggested for your meeting",
    cancel: sw ? "Mkutano wako umeghairiwa" : "Your meeting is cancelled",
  }[f.action];
  return {
    subject: `${subject} - ${churchName(lang)}`,
    text: [
      `${sw ? "Habari" : "Hello"} ${f.name},`,
      "",
      ...lines,
      ...(f.message ? ["", sw ? "Ujumbe wa mchungaji:" : "The pastor's message:", f.message] : []),
      ...signature(lang),
    ].join("\n"),
  };
}

export function meetingNotificationMail(count: number, portalUrl: string): MailText {
  return {
    subject: `${count} meeting request${count === 1 ? "" : "s"} waiting / Maombi ${count} ya mkutano yanasubiri`,
    text: both(
      [
        `${count} meeting request${count === 1 ? " is" : "s are"} waiting for an answer in the Pastor Portal.`,
        portalUrl,
      ],
      [`Maombi ${count} ya mkutano yanasubiri jibu kwenye Lango la Mchungaji.`, portalUrl],
    ),
  };
}

/** To the pastor: the visitor accepted the proposed time from the e-mail's link. */
export function meetingProposalAcceptedPastorMail(
  f: { name: string; date: string; time: string; videoLink: string | null },
  requestUrl: string,
): MailText {
  const video = (label: string) => (f.videoLink ? [`${label}: ${f.videoLink}`] : []);
  return {
    subject: `Meeting confirmed: ${f.name} / Mkutano umethibitishwa: ${f.name}`,
    text: both(
      [
        `${f.name} accepted the time you proposed: ${meetingWhen(f.date, f.time, "en")}.`,
        ...video("Video call link"),
        "",
        `Open the request: ${requestUrl}`,
      ],
      [
        `${f.name} amekubali muda uliopendekeza: ${meetingWhen(f.date, f.time, "sw")}.`,
        ...video("Kiungo cha simu ya video"),
        "",
        `Fungua ombi: ${requestUrl}`,
      ],
    ),
  };
}
