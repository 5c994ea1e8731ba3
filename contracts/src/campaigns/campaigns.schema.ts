import { z } from "zod";
import { emailSchema, idSchema, isoDateTime, requiredText } from "../common/primitives.ts";

/** Texts of staff-area.md about campaigns, kept word for word (the apps translate them). */
export const campaignMessages = {
  sendError: "Error sending email campaign",
  goesToAll: "This email will be sent to all active subscribers.",
  sentTo: (count: number) => `Sent to ${count} recipients`,
  sent: "Campaign sent",
  noSubscribers: "There are no active subscribers to send to.",
} as const;

export const campaignStatuses = ["sending", "sent", "failed"] as const;
export const campaignStatusSchema = z.enum(campaignStatuses);

export const campaignSchema = z.object({
  id: idSchema,
  subject: z.string(),
  content: z.string(),
  senderName: z.string(),
  senderEmail: z.string(),
  status: campaignStatusSchema,
  recipients: z.number().int().min(0),
  sentAt: isoDateTime.nullable(),
  /** Null: opens are not tracked (no tracking pixels). */
  openRate: z.number().min(0).max(1).nullable(),
  createdAt: isoDateTime,
});
export type Campaign = z.infer<typeof campaignSchema>;

/** The newsletter send form: the sender's name and e-mail, a subject and the text. */
export const campaignInputSchema = z.object({
  firstName: requiredText(100, "First name is required"),
  lastName: requiredText(100, "Last name is required"),
  email: z.string().trim().min(1, { message: "Email is required" }).pipe(emailSchema),
  subject: requiredText(200, "Subject is required"),
  content: requiredText(50_000, "Content is required"),
});
export type CampaignFormValues = z.input<typeof campaignInputSchema>;
export type CampaignInput = z.output<typeof campaignInputSchema>;

export const campaignsQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(500).optional() });
export const campaignsListResponseSchema = z.object({ campaigns: z.array(campaignSchema) });
export const campaignResponseSchema = z.object({ campaign: campaignSchema, message: z.string() });
