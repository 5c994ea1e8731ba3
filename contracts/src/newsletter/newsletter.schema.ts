import { z } from "zod";
import { emailSchema, idSchema, isoDateTime, languageSchema, requiredText } from "../common/primitives.ts";
import { newsletterMessages } from "./newsletter.constants.ts";

/** Subscribers shown in the newsletter tab (staff-area.md section 9). */
export const newsletterLimits = { subscribersShown: 5, campaignsShown: 5 } as const;

const requiredEmail = z
  .string()
  .trim()
  .min(1, { message: newsletterMessages.emailRequired })
  .pipe(emailSchema);

/** The default and inline form: first name, last name and e-mail all required. */
export const newsletterFormSchema = z.object({
  firstName: requiredText(100, newsletterMessages.firstNameRequired),
  lastName: requiredText(100, newsletterMessages.lastNameRequired),
  email: requiredEmail,
});
export type NewsletterFormValues = z.input<typeof newsletterFormSchema>;

/** The compact variant asks for the e-mail only. */
export const newsletterCompactFormSchema = z.object({ email: requiredEmail });
export type NewsletterCompactFormValues = z.input<typeof newsletterCompactFormSchema>;

/** What the API accepts: either form, plus the language of the e-mails. */
export const subscribeBodySchema = z.object({
  firstName: z.string().trim().max(100).default(""),
  lastName: z.string().trim().max(100).default(""),
  email: requiredEmail,
  language: languageSchema.default("en"),
});
export type SubscribeBody = z.input<typeof subscribeBodySchema>;

export const subscribeResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const unsubscribeBodySchema = z.object({
  /** Signed token from the link in each e-mail. */
  token: z.string().trim().min(10, { message: newsletterMessages.invalidToken }).max(1000),
});

/** `pending` until the link of the confirmation e-mail is followed (double opt-in). */
export const subscriberStatuses = ["pending", "active", "unsubscribed"] as const;
export const subscriberStatusSchema = z.enum(subscriberStatuses);
export type SubscriberStatus = z.infer<typeof subscriberStatusSchema>;

/** The token of a confirmation or unsubscribe link, as a query parameter. */
export const newsletterTokenQuerySchema = z.object({
  token: z.string().trim().min(10, { message: newsletterMessages.invalidToken }).max(1000),
});

export const subscriberSchema = z.object({
  id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  language: languageSchema,
  status: subscriberStatusSchema,
  subscribedAt: isoDateTime,
  unsubscribedAt: isoDateTime.nullable(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

export const subscribersQuerySchema = z.object({
  status: subscriberStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});
export const subscribersListResponseSchema = z.object({
  subscribers: z.array(subscriberSchema),
  /** All subscribers matching the filter, even when `limit` cut the list. */
  total: z.number().int().min(0),
  activeCount: z.number().int().min(0),
  /** Signed up but never followed the confirmation link. */
  pendingCount: z.number().int().min(0),
});

export const subscriberBulkActions = ["resend-confirmation", "unsubscribe", "delete"] as const;
/**
 * Staff actions on many subscribers: send a fresh confirmation link to those still pending (others are
 * left alone), unsubscribe, or delete for good.
 */
export const subscriberBulkBodySchema = z.object({
  ids: z.array(idSchema).min(1, { message: "Choose at least one subscriber" }).max(1000),
  action: z.enum(subscriberBulkActions),
});
export type SubscriberBulkBody = z.infer<typeof subscriberBulkBodySchema>;
export const subscriberBulkResponseSchema = z.object({
  success: z.literal(true),
  /** Subscribers changed (for a resend: confirmation e-mails queued). */
  changed: z.number().int().min(0),
});

/** The name to show for a subscriber (compact sign-ups have none). */
export const subscriberDisplayName = (s: Pick<Subscriber, "firstName" | "lastName" | "email">): string =>
  `${s.firstName} ${s.lastName}`.trim() || s.email;
