import { z } from "zod";
import { mobilePhoneSchema } from "../common/phone.ts";
import { emailSchema, isoDateTime, languageSchema } from "../common/primitives.ts";
import { messageChannelSchema } from "../text-messages/text-messages.schema.ts";

/** How long before the next scheduled stream the one reminder goes out. */
export const streamReminderLeadMinutes = 30;

export const streamReminderMessages = {
  contactRequired: "Please enter an email address or a mobile number",
  consentRequired: "Please tick the box to agree to a text message",
  saved: "We will remind you before the next live stream",
  noStream: "No live stream is scheduled in the coming week",
  rateLimited: "Too many reminder requests. Please try again later.",
  cancelInvalid: "This cancel link is not valid.",
  cancelled: "Your live stream reminder is cancelled.",
} as const;

/** The words next to the box a visitor ticks for a text message, stored with the consent. */
export const streamReminderConsentWording = {
  en: "Send me one message 30 minutes before the next live stream, at this number. Message and data rates may apply. Reply STOP at any time.",
  sw: "Nitumie ujumbe mmoja dakika 30 kabla ya matangazo yajayo ya moja kwa moja, kwa namba hii. Gharama za ujumbe na data zinaweza kutozwa. Jibu STOP wakati wowote.",
} as const;

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined);

/**
 * "Notify me" on the live stream page: an e-mail address, or a mobile number with SMS or WhatsApp and
 * the ticked consent box; the page's language. One reminder before the next stream, never the newsletter.
 */
export const streamReminderInputSchema = z
  .object({
    email: optionalText.pipe(emailSchema.optional()),
    phone: optionalText.pipe(mobilePhoneSchema.optional()),
    channel: messageChannelSchema.default("sms"),
    consent: z.boolean().default(false),
    language: languageSchema.default("en"),
  })
  .superRefine((value, ctx) => {
    if (!value.email && !value.phone) {
      ctx.addIssue({ code: "custom", path: ["email"], message: streamReminderMessages.contactRequired });
    }
    if (value.phone && !value.consent) {
      ctx.addIssue({ code: "custom", path: ["consent"], message: streamReminderMessages.consentRequired });
    }
  });
export type StreamReminderFormValues = z.input<typeof streamReminderInputSchema>;
export type StreamReminderInput = z.output<typeof streamReminderInputSchema>;

export const streamReminderResponseSchema = z.object({
  message: z.string(),
  /** The stream reminded of, and when the reminder goes out. */
  streamStart: isoDateTime,
  remindAt: isoDateTime,
});
export type StreamReminderResponse = z.infer<typeof streamReminderResponseSchema>;

export const streamReminderCancelQuerySchema = z.object({ token: z.string().min(1).max(200) });
