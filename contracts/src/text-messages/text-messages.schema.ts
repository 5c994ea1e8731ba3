import { z } from "zod";
import { e164Schema, mobilePhoneSchema } from "../common/phone.ts";
import { idSchema, isoDateTime, languageSchema } from "../common/primitives.ts";
import { textMessageTexts } from "./text-messages.constants.ts";

export const messageChannels = ["sms", "whatsapp"] as const;
export const messageChannelSchema = z.enum(messageChannels);
export type MessageChannel = z.infer<typeof messageChannelSchema>;

/**
 * A visitor's request for text messages about an RSVP or a meeting request: the mobile number, SMS or
 * WhatsApp, and the ticked consent box (the server stores the wording shown and the time).
 */
export const textRemindersInputSchema = z.object({
  phone: mobilePhoneSchema,
  channel: messageChannelSchema.default("sms"),
  consent: z.literal(true, { message: textMessageTexts.consentRequired }),
});
export type TextRemindersInput = z.output<typeof textRemindersInputSchema>;
export type TextRemindersFormValues = z.input<typeof textRemindersInputSchema>;

/** The same field on the RSVP and meeting forms: left out or null means no text messages. */
export const textRemindersField = textRemindersInputSchema.nullish().transform((v) => v ?? null);

/**
 * - scheduled: waiting in our queue for its time (or for a retry)
 * - queued, sent, delivered: as the provider reports it (Twilio's status callback)
 * - failed: refused by the provider, undelivered, or still failing after the last retry
 * - cancelled: the RSVP or meeting was cancelled, or the number replied STOP, before it went out
 */
export const textMessageStatuses = [
  "scheduled",
  "queued",
  "sent",
  "delivered",
  "failed",
  "cancelled",
] as const;
export const textMessageStatusSchema = z.enum(textMessageStatuses);
export type TextMessageStatus = z.infer<typeof textMessageStatusSchema>;

export const textMessageKinds = [
  "rsvp_confirmed",
  "rsvp_waitlisted",
  "rsvp_promoted",
  "rsvp_reminder_day",
  "rsvp_reminder_2h",
  "meeting_received",
  "meeting_accepted",
  "meeting_reminder_day",
  "meeting_reminder_2h",
  /** The church's welcome to a newcomer, sent by staff from a follow-up step. */
  "follow_up_welcome",
] as const;
export const textMessageKindSchema = z.enum(textMessageKinds);
export type TextMessageKind = z.infer<typeof textMessageKindSchema>;

/** One text message as staff read it. */
export const textMessageSchema = z.object({
  id: idSchema,
  kind: textMessageKindSchema,
  channel: messageChannelSchema,
  /** E.164. */
  to: e164Schema,
  language: languageSchema,
  body: z.string(),
  status: textMessageStatusSchema,
  /** When it is (or was) due. */
  sendAt: isoDateTime,
  sentAt: isoDateTime.nullable(),
  statusAt: isoDateTime,
  attempts: z.number().int().min(0),
  /** The provider's or our own reason for a failure or cancellation. */
  lastError: z.string().nullable(),
  /** "test": the offline provider kept it here and sent nothing to a phone. */
  provider: z.enum(["twilio", "test"]).nullable(),
  /** The visitor's consent it was sent under (a person's timeline links to it, decision 033). */
  consentId: idSchema,
  rsvpId: idSchema.nullable(),
  meetingRequestId: idSchema.nullable(),
  createdAt: isoDateTime,
});
export type TextMessage = z.infer<typeof textMessageSchema>;

export const textMessagesQuerySchema = z.object({
  status: textMessageStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const textMessagesResponseSchema = z.object({
  messages: z.array(textMessageSchema),
  total: z.number().int().min(0),
  /** "test" without Twilio settings: nothing reaches a phone, the messages stay here to read. */
  provider: z.enum(["twilio", "test"]),
  /** Numbers that replied STOP. */
  optedOut: z.number().int().min(0),
});
export type TextMessagesResponse = z.infer<typeof textMessagesResponseSchema>;

/**
 * Twilio's webhooks post form fields (application/x-www-form-urlencoded); the signature covers all of
 * them, so the handler reads every field, and these name the ones it uses.
 */
export const twilioStatusCallbackSchema = z.looseObject({
  MessageSid: z.string().min(1),
  MessageStatus: z.string().min(1),
  ErrorCode: z.string().optional(),
});
export const twilioInboundSchema = z.looseObject({
  From: z.string().min(1),
  Body: z.string().default(""),
});
