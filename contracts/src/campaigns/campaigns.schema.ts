import { z } from "zod";
import { emailSchema, idSchema, isoDateTime, languageSchema, requiredText } from "../common/primitives.ts";

/** Texts of staff-area.md about campaigns, kept word for word (the apps translate them). */
export const campaignMessages = {
  sendError: "Error sending email campaign",
  goesToAll: "This email will be sent to all active subscribers.",
  sentTo: (count: number) => `Sent to ${count} ${count === 1 ? "recipient" : "recipients"}`,
  sent: "Campaign sent",
  noSubscribers: "There are no active subscribers to send to.",
  senderMissing: "Save the sender's name and reply-to address in the newsletter settings first.",
  contentRequired: "Content is required",
  swahiliIncomplete: "Give the Swahili version both a subject and a text, or leave both empty",
  testSent: (email: string) => `Test e-mail sent to ${email}`,
} as const;

export const campaignStatuses = ["sending", "sent", "failed"] as const;
export const campaignStatusSchema = z.enum(campaignStatuses);

/**
 * How many e-mails of a campaign went out, failed for good, wait in the queue, or are held there because
 * no mail server is configured (they go out once one is; `pending` does not count them).
 */
export const campaignDeliveryCountsSchema = z.object({
  sent: z.number().int().min(0),
  failed: z.number().int().min(0),
  pending: z.number().int().min(0),
  held: z.number().int().min(0),
});
export type CampaignDeliveryCounts = z.infer<typeof campaignDeliveryCountsSchema>;

/** Recipients per language: each subscriber gets the version in their language. */
export const audienceSchema = z.object({
  total: z.number().int().min(0),
  en: z.number().int().min(0),
  sw: z.number().int().min(0),
});
export type Audience = z.infer<typeof audienceSchema>;

const swahiliVersion = z.object({ subject: z.string(), content: z.string() });

export const campaignSchema = z.object({
  id: idSchema,
  subject: z.string(),
  /** HTML from the rich-text editor (older campaigns: plain text). */
  content: z.string(),
  /** The Swahili version, for Swahili subscribers; without it they get the English one. */
  translations: z.object({ sw: swahiliVersion.optional() }).optional(),
  senderName: z.string(),
  senderEmail: z.string(),
  status: campaignStatusSchema,
  recipients: z.number().int().min(0),
  /** Recipients per language, known once the queue has fanned the campaign out. */
  audience: audienceSchema,
  deliveries: campaignDeliveryCountsSchema,
  sentAt: isoDateTime.nullable(),
  /** Null: opens are not tracked (no tracking pixels). */
  openRate: z.number().min(0).max(1).nullable(),
  createdAt: isoDateTime,
});
export type Campaign = z.infer<typeof campaignSchema>;

/** Whether rich text has any words in it (an empty editor gives "<p></p>"). */
export const hasText = (html: string): boolean =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .trim().length > 0;

/** A campaign's words: the English version and, when written, the Swahili one. */
export interface CampaignContent {
  subject: string;
  content: string;
  translations: { sw?: { subject: string; content: string } };
}

const richContent = z.string().max(100_000).refine(hasText, { message: campaignMessages.contentRequired });

/**
 * The composer: a subject and the text (rich text) in English, and optionally in Swahili. The sender
 * comes from the newsletter settings, saved once.
 */
export const campaignInputSchema = z
  .object({
    subject: requiredText(200, "Subject is required"),
    content: richContent,
    translations: z
      .object({
        sw: z.object({ subject: z.string().trim().max(200), content: z.string().max(100_000) }).optional(),
      })
      .optional(),
  })
  .superRefine((value, ctx) => {
    const sw = value.translations?.sw;
    if (!sw) return;
    const hasSubject = sw.subject.trim().length > 0;
    const hasContent = hasText(sw.content);
    if (hasSubject !== hasContent) {
      ctx.addIssue({
        code: "custom",
        message: campaignMessages.swahiliIncomplete,
        path: ["translations", "sw", hasSubject ? "content" : "subject"],
      });
    }
  })
  // An empty Swahili version is no version: Swahili subscribers then get the English one.
  .transform((value): CampaignContent => {
    const sw = value.translations?.sw;
    return sw?.subject.trim() && hasText(sw.content)
      ? {
          subject: value.subject,
          content: value.content,
          translations: { sw: { subject: sw.subject.trim(), content: sw.content } },
        }
      : { subject: value.subject, content: value.content, translations: {} };
  });
export type CampaignFormValues = z.input<typeof campaignInputSchema>;
export type CampaignInput = z.output<typeof campaignInputSchema>;

/** The e-mail as one language's subscribers will get it, in its real layout. */
export const campaignPreviewInputSchema = z.object({
  campaign: campaignInputSchema,
  language: languageSchema,
});
export const campaignPreviewSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});
export type CampaignPreview = z.infer<typeof campaignPreviewSchema>;

export const campaignsQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(500).optional() });
export const campaignsListResponseSchema = z.object({ campaigns: z.array(campaignSchema) });
export const campaignResponseSchema = z.object({ campaign: campaignSchema, message: z.string() });
export const campaignTestResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Where the test went: the signed-in staff member's own address. */
  to: z.string(),
});

/** Who campaigns come from: the name subscribers see and where their replies go. Saved once. */
export const newsletterSenderSchema = z.object({
  firstName: requiredText(100, "First name is required"),
  lastName: requiredText(100, "Last name is required"),
  email: z.string().trim().min(1, { message: "Email is required" }).pipe(emailSchema),
});
export type NewsletterSender = z.infer<typeof newsletterSenderSchema>;
export type NewsletterSenderFormValues = z.input<typeof newsletterSenderSchema>;
export const newsletterSenderResponseSchema = z.object({ sender: newsletterSenderSchema.nullable() });
