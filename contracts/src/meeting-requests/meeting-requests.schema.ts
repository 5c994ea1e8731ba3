import { z } from "zod";
import { nullableText, timeOfDaySchema } from "../common/content.ts";
import { addDays } from "../common/content-utils.ts";
import {
  emailSchema,
  idSchema,
  isoDate,
  isoDateTime,
  languageSchema,
  requiredText,
} from "../common/primitives.ts";
import { textRemindersField } from "../text-messages/text-messages.schema.ts";
import {
  meetingFormats,
  meetingMessages,
  meetingTimeSlots,
  meetingTypes,
  meetingUrgencies,
} from "./meeting-requests.constants.ts";

export const meetingTimeSlotSchema = z.enum(meetingTimeSlots, { message: "Please choose one of the times" });
export const meetingTypeSchema = z.enum(meetingTypes);
export type MeetingType = z.infer<typeof meetingTypeSchema>;
export const meetingFormatSchema = z.enum(meetingFormats);
export type MeetingFormat = z.infer<typeof meetingFormatSchema>;
export const meetingUrgencySchema = z.enum(meetingUrgencies);
export type MeetingUrgency = z.infer<typeof meetingUrgencySchema>;

/**
 * The public meeting form (public-site.md sections 3 and 5). Dates must be no earlier than
 * tomorrow; that depends on "today", so this shape checks the format and
 * `meetingRequestInputFor(today)` adds the date rule. The API always checks it with Buffalo's date.
 */
export const meetingRequestInputSchema = z.object({
  name: requiredText(100, meetingMessages.nameRequired),
  email: z.string().trim().min(1, { message: meetingMessages.emailRequired }).pipe(emailSchema),
  phone: nullableText(30),
  meetingType: meetingTypeSchema.default("general"),
  preferredDate: isoDate,
  preferredTime: meetingTimeSlotSchema,
  alternativeDate: z
    .union([isoDate, z.literal("")])
    .nullish()
    .transform((v) => v || null),
  alternativeTime: z
    .union([meetingTimeSlotSchema, z.literal("")])
    .nullish()
    .transform((v) => v || null),
  meetingFormat: meetingFormatSchema.default("any"),
  urgency: meetingUrgencySchema.default("routine"),
  purpose: requiredText(5000, meetingMessages.purposeRequired),
  language: languageSchema.default("en"),
  /** A receipt now and, once the pastor accepts, reminders by SMS or WhatsApp; null for none. */
  textReminders: textRemindersField,
});
export type MeetingRequestFormValues = z.input<typeof meetingRequestInputSchema>;
export type MeetingRequestInput = z.output<typeof meetingRequestInputSchema>;

/** The form and handler schema with the date rule for a given "today" (YYYY-MM-DD). */
export function meetingRequestInputFor(today: string) {
  const earliest = addDays(today, 1);
  return meetingRequestInputSchema.superRefine((value, ctx) => {
    if (value.preferredDate < earliest) {
      ctx.addIssue({ code: "custom", message: meetingMessages.dateTooEarly, path: ["preferredDate"] });
    }
    if (value.alternativeDate !== null && value.alternativeDate < earliest) {
      ctx.addIssue({ code: "custom", message: meetingMessages.dateTooEarly, path: ["alternativeDate"] });
    }
  });
}

/** `cancelled`: an accepted meeting the pastor called off (its reminders are cancelled with it). */
export const meetingRequestStatuses = [
  "pending",
  "accepted",
  "declined",
  "rescheduled",
  "cancelled",
] as const;
export const meetingRequestStatusSchema = z.enum(meetingRequestStatuses);
export type MeetingRequestStatus = z.infer<typeof meetingRequestStatusSchema>;

/** A stored request as the pastor portal shows it (staff-area.md section 3, with the form's extra fields). */
export const meetingRequestSchema = z.object({
  id: idSchema,
  /** "Meeting Request: {meeting type label}". */
  subject: z.string(),
  requesterName: z.string(),
  requesterEmail: z.string(),
  requesterPhone: z.string().nullable(),
  requestedDate: isoDate,
  requestedTime: z.string(),
  alternativeDate: isoDate.nullable(),
  alternativeTime: z.string().nullable(),
  preferredMeetingType: meetingTypeSchema,
  meetingFormat: meetingFormatSchema,
  urgency: meetingUrgencySchema,
  /** The visitor's purpose. */
  message: z.string(),
  language: languageSchema,
  status: meetingRequestStatusSchema,
  pastorResponse: z.string().nullable(),
  suggestedDate: isoDate.nullable(),
  suggestedTime: z.string().nullable(),
  /** A video meeting's room (a Jitsi address from a random id), made when the meeting is accepted. */
  videoLink: z.string().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type MeetingRequest = z.infer<typeof meetingRequestSchema>;

export const meetingSubmitResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  id: idSchema,
});

export const meetingResponseActions = ["accept", "decline", "reschedule"] as const;
export const meetingResponseActionSchema = z.enum(meetingResponseActions);

/**
 * The pastor's answer: message optional for accept and required for decline and reschedule;
 * a suggested date and time are required for reschedule (staff-area.md section 5).
 */
export const meetingResponseInputSchema = z
  .object({
    action: meetingResponseActionSchema.default("accept"),
    message: z.string().trim().max(5000).default(""),
    suggestedDate: z
      .union([isoDate, z.literal("")])
      .nullish()
      .transform((v) => v || null),
    suggestedTime: z
      .union([timeOfDaySchema, z.literal("")])
      .nullish()
      .transform((v) => v || null),
  })
  .superRefine((value, ctx) => {
    if (value.action !== "accept" && value.message === "") {
      ctx.addIssue({ code: "custom", message: meetingMessages.messageRequired, path: ["message"] });
    }
    if (value.action === "reschedule") {
      if (!value.suggestedDate) {
        ctx.addIssue({ code: "custom", message: meetingMessages.suggestedRequired, path: ["suggestedDate"] });
      }
      if (!value.suggestedTime) {
        ctx.addIssue({ code: "custom", message: meetingMessages.suggestedRequired, path: ["suggestedTime"] });
      } else if (!/:00 ?[AP]M$/i.test(value.suggestedTime)) {
        // Meetings take one-hour slots on the hour (meeting-bookings.schema.ts).
        ctx.addIssue({ code: "custom", message: meetingMessages.onTheHour, path: ["suggestedTime"] });
      }
    }
  });
export type MeetingResponseFormValues = z.input<typeof meetingResponseInputSchema>;
export type MeetingResponseInput = z.output<typeof meetingResponseInputSchema>;

export const meetingRespondResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  meetingRequest: meetingRequestSchema,
});

/** Calling off an accepted meeting; the message goes to the requester with the e-mail. */
export const meetingCancelInputSchema = z.object({ message: z.string().trim().max(5000).default("") });
export type MeetingCancelFormValues = z.input<typeof meetingCancelInputSchema>;

export const meetingRequestsQuerySchema = z.object({ status: meetingRequestStatusSchema.optional() });
export const meetingRequestsListResponseSchema = z.object({
  meetingRequests: z.array(meetingRequestSchema),
  pendingCount: z.number().int().min(0),
});

/** New-request notification (staff-area.md section 7); the server e-mails the recipient. */
export const sendNotificationBodySchema = z.object({
  recipientEmail: emailSchema,
  type: z.literal("meeting_request"),
  count: z.number().int().min(0).max(10_000),
});

/** Pastor-portal timing (staff-area.md section 9). */
export const meetingTiming = {
  pollIntervalMs: 300_000,
  alertMs: 5000,
  calendarEntryHours: 1,
} as const;
