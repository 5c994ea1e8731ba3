import { addTranslations } from "@church/ui-kit";

/** Texts of the text-message list in the Pastor Portal tab (namespace "adminTextMessages"). */
export const textMessagesNamespace = "adminTextMessages";

export const textMessagesEn = {
  title: "Text Messages",
  description: "Confirmations and reminders sent by SMS and WhatsApp, with their status.",
  testProvider:
    "Twilio is not set up, so no text reaches a phone: each message is kept here to read, marked sent by the test provider.",
  optedOut: "Numbers that replied STOP and get no more messages: {{count}}",
  filter: "Status",
  all: "All",
  shown: "{{shown}} of {{total}} messages",
  empty: "No text messages yet.",
  loadFailed: "Text messages could not be loaded.",
  retry: "Try again",
  to: "To {{phone}} by {{channel}}, {{language}}",
  due: "Due {{when}}",
  sentAt: "Sent {{when}}",
  attempts: "Attempts: {{count}}",
  reason: "Reason: {{text}}",
  languages: { en: "in English", sw: "in Swahili" },
  channels: { sms: "SMS", whatsapp: "WhatsApp" },
  // The server's own reasons (contracts' textMessageNotes); the provider's errors are shown as they come.
  notes: {
    rsvpCancelled: "Cancelled: the RSVP was cancelled",
    rsvpWaitlisted: "Cancelled: the RSVP went back to the waiting list",
    rsvpDeleted: "Cancelled: the RSVP was deleted",
    meetingCancelled: "Cancelled: the meeting was cancelled",
    meetingDeclined: "Cancelled: the meeting was declined",
    meetingRescheduled: "Cancelled: the pastor suggested another time",
    replaced: "Replaced by a newer number or channel",
    optedOut: "Not sent: the number replied STOP",
    tooLate: "Not sent: its time had passed (the event or meeting had begun)",
  },
  statuses: {
    scheduled: "Scheduled",
    queued: "Queued",
    sent: "Sent",
    delivered: "Delivered",
    failed: "Failed",
    cancelled: "Cancelled",
  },
  kinds: {
    rsvp_confirmed: "RSVP confirmation",
    rsvp_waitlisted: "Waiting list",
    rsvp_promoted: "Place opened up",
    rsvp_reminder_day: "Event reminder, day before",
    rsvp_reminder_2h: "Event reminder, 2 hours before",
    meeting_received: "Meeting request received",
    meeting_accepted: "Meeting confirmed",
    meeting_reminder_day: "Meeting reminder, day before",
    meeting_reminder_2h: "Meeting reminder, 2 hours before",
  },
};

export const textMessagesSw: typeof textMessagesEn = {
  title: "Ujumbe Mfupi",
  description: "Uthibitisho na vikumbusho vinavyotumwa kwa SMS na WhatsApp, pamoja na hali yake.",
  testProvider:
    "Twilio haijawekwa, kwa hiyo hakuna ujumbe unaofika kwenye simu: kila ujumbe unahifadhiwa hapa ili usomwe, ukiwa na alama ya kutumwa na mtoa huduma wa majaribio.",
  optedOut: "Namba zilizojibu STOP na hazitumiwi ujumbe tena: {{count}}",
  filter: "Hali",
  all: "Zote",
  shown: "Ujumbe {{shown}} kati ya {{total}}",
  empty: "Bado hakuna ujumbe mfupi.",
  loadFailed: "Ujumbe mfupi haukuweza kupakiwa.",
  retry: "Jaribu tena",
  to: "Kwa {{phone}} kupitia {{channel}}, {{language}}",
  due: "Muda wake: {{when}}",
  sentAt: "Ulitumwa {{when}}",
  attempts: "Majaribio: {{count}}",
  reason: "Sababu: {{text}}",
  languages: { en: "kwa Kiingereza", sw: "kwa Kiswahili" },
  channels: { sms: "SMS", whatsapp: "WhatsApp" },
  notes: {
    rsvpCancelled: "Umeghairiwa: usajili ulighairiwa",
    rsvpWaitlisted: "Umeghairiwa: usajili ulirudishwa kwenye orodha ya kusubiri",
    rsvpDeleted: "Umeghairiwa: usajili ulifutwa",
    meetingCancelled: "Umeghairiwa: mkutano ulighairiwa",
    meetingDeclined: "Umeghairiwa: ombi la mkutano lilikataliwa",
    meetingRescheduled: "Umeghairiwa: mchungaji alipendekeza muda mwingine",
    replaced: "Umebadilishwa na namba au njia mpya",
    optedOut: "Haukutumwa: namba ilijibu STOP",
    tooLate: "Haukutumwa: muda wake ulikuwa umepita (tukio au mkutano ulikuwa umeanza)",
  },
  statuses: {
    scheduled: "Umepangwa",
    queued: "Kwenye foleni",
    sent: "Umetumwa",
    delivered: "Umefika",
    failed: "Umeshindwa",
    cancelled: "Umeghairiwa",
  },
  kinds: {
    rsvp_confirmed: "Uthibitisho wa usajili",
    rsvp_waitlisted: "Orodha ya kusubiri",
    rsvp_promoted: "Nafasi imepatikana",
    rsvp_reminder_day: "Kikumbusho cha tukio, siku moja kabla",
    rsvp_reminder_2h: "Kikumbusho cha tukio, saa 2 kabla",
    meeting_received: "Ombi la mkutano limepokelewa",
    meeting_accepted: "Mkutano umethibitishwa",
    meeting_reminder_day: "Kikumbusho cha mkutano, siku moja kabla",
    meeting_reminder_2h: "Kikumbusho cha mkutano, saa 2 kabla",
  },
};

addTranslations(textMessagesNamespace, { en: textMessagesEn, sw: textMessagesSw });
