import { textMessageNotes } from "@church/contracts";

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
  // The server's own reasons, in English as it stores them (contracts); the provider's errors are shown as they come.
  notes: textMessageNotes as Record<keyof typeof textMessageNotes, string>,
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
    follow_up_welcome: "Newcomer welcome (follow-up)",
  },
};
