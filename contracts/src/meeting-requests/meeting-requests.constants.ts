import { churchInfo } from "../common/church-info.ts";
import type { BilingualLabel } from "../common/content-utils.ts";
import { addDays, calendarDate } from "../common/content-utils.ts";
/**
 * The meeting request texts, without zod: the public site's first load imports them, and zod stays
 * out of it (meeting-requests.schema.ts re-exports them, so imports from there keep working).
 */
/** Texts of both specs about meeting requests (the apps translate them). */
export const meetingMessages = {
  submitted: "Your meeting request has been sent. The pastor will reply within 24 hours.",
  dateTooEarly: "Please choose a date from tomorrow on",
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  dateRequired: "Preferred date is required",
  timeRequired: "Preferred time is required",
  purposeRequired: "Please tell us the purpose of the meeting",
  messageRequired: "Please add a message when declining or suggesting a new time",
  suggestedRequired: "Please choose a suggested date and time",
  responseSent: "Meeting Response Sent",
  responseError: "Error responding to meeting request. API may not be available.",
  connectionError: "Connection Error: Please check your connection and try again.",
  empty: "No meeting requests yet.",
  notificationsOn: "Automatic email notifications are enabled.",
  newRequestToast: "Click Pastor Portal to view details",
  notPending: "This request has already been answered.",
  notAccepted: "Only an accepted meeting can be cancelled.",
  noCalendarEntry: "Only an accepted meeting has a calendar entry.",
  calendarInvalid: "Invalid date/time format. Cannot generate calendar link.",
  cancelled: "Meeting cancelled",
  notProvided: "Not provided",
  notFound: "Meeting request not found",
  onTheHour: "Please choose a time on the hour",
} as const;

/** The 11 hourly slots, 9:00 AM to 7:00 PM (public-site.md section 5). */
export const meetingTimeSlots = [
  "9:00 AM",
  "10:00 AM",
  "11:00 AM",
  "12:00 PM",
  "1:00 PM",
  "2:00 PM",
  "3:00 PM",
  "4:00 PM",
  "5:00 PM",
  "6:00 PM",
  "7:00 PM",
] as const;

export const meetingTypes = ["spiritual-guidance", "counseling", "community-service", "general"] as const;

export const meetingTypeLabels: Record<(typeof meetingTypes)[number], BilingualLabel> = {
  "spiritual-guidance": { en: "Spiritual Guidance", sw: "Uongozi wa Kiroho" },
  counseling: { en: "Counseling", sw: "Ushauri" },
  "community-service": { en: "Community Service", sw: "Huduma kwa Jamii" },
  general: { en: "General Meeting", sw: "Mkutano wa Kawaida" },
};

export const meetingFormats = ["any", "in-person", "phone", "video"] as const;

export const meetingFormatLabels: Record<(typeof meetingFormats)[number], BilingualLabel> = {
  any: { en: "Any format", sw: "Njia yoyote" },
  "in-person": { en: "In person", sw: "Ana kwa ana" },
  phone: { en: "Phone call", sw: "Simu" },
  video: { en: "Video call", sw: "Simu ya video" },
};

export const meetingUrgencies = ["routine", "important", "urgent"] as const;

export const meetingUrgencyLabels: Record<(typeof meetingUrgencies)[number], BilingualLabel> = {
  routine: { en: "Routine (within 1-2 weeks)", sw: "Kawaida (ndani ya wiki 1-2)" },
  important: { en: "Important (within a few days)", sw: "Muhimu (ndani ya siku chache)" },
  urgent: { en: "Urgent (as soon as possible)", sw: "Haraka (mapema iwezekanavyo)" },
};

/** The earliest date a visitor may pick: tomorrow in Buffalo. */
export const earliestMeetingDate = (now: Date = new Date()): string =>
  addDays(calendarDate(now, churchInfo.timeZone), 1);

export const meetingSubject = (type: (typeof meetingTypes)[number]): string =>
  `Meeting Request: ${meetingTypeLabels[type].en}`;
