import { z } from "zod";
import { idSchema, isoDateTime } from "../common/primitives.ts";

export const outboxStatuses = ["pending", "sending", "sent", "failed"] as const;
export const outboxStatusSchema = z.enum(outboxStatuses);
export type OutboxStatus = z.infer<typeof outboxStatusSchema>;

/** One e-mail of the outbox, as an administrator reads it (the default run has no SMTP: mail waits here). */
export const outboxEmailSchema = z.object({
  id: idSchema,
  /** What it is for, e.g. rsvp_confirmed, newsletter_confirm, contact_message. */
  kind: z.string(),
  to: z.string(),
  replyTo: z.string().nullable(),
  subject: z.string(),
  /** The text; verification codes are hidden. */
  text: z.string(),
  status: outboxStatusSchema,
  /** Kept because no SMTP server was configured when it was queued. */
  held: z.boolean(),
  attempts: z.number().int().min(0),
  lastError: z.string().nullable(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string() })),
  sendAfter: isoDateTime,
  sentAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

export const outboxQuerySchema = z.object({
  status: outboxStatusSchema.optional(),
  kind: z.string().trim().max(60).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const outboxListResponseSchema = z.object({
  emails: z.array(outboxEmailSchema),
  total: z.number().int().min(0),
  /** Whether an SMTP server is configured; without it every e-mail stays here. */
  smtpConfigured: z.boolean(),
});

export const outboxEmailResponseSchema = z.object({ email: outboxEmailSchema });

export const outboxHiddenText = "(a sign-in code or password link: hidden)";
