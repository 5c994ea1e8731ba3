import { z } from "zod";
import { nullableText, queryBoolean } from "../common/content.ts";
import { emailSchema, idSchema, isoDateTime, languageSchema, requiredText } from "../common/primitives.ts";
import { contactMessages, preferredContactMethods } from "./contact-messages.constants.ts";

export const preferredContactSchema = z.enum(preferredContactMethods);

export const contactMessageInputSchema = z.object({
  name: requiredText(100, contactMessages.nameRequired),
  email: z.string().trim().min(1, { message: contactMessages.emailRequired }).pipe(emailSchema),
  phone: nullableText(30),
  subject: requiredText(200, contactMessages.subjectRequired),
  message: requiredText(5000, contactMessages.messageRequired),
  preferredContact: preferredContactSchema.default("email"),
  language: languageSchema.default("en"),
});
export type ContactFormValues = z.input<typeof contactMessageInputSchema>;
export type ContactMessageInput = z.output<typeof contactMessageInputSchema>;

export const contactMessageSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  preferredContact: preferredContactSchema,
  language: languageSchema,
  read: z.boolean(),
  readAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactSubmitResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export const contactMessagesQuerySchema = z.object({ unread: queryBoolean.optional() });
export const contactMessagesListResponseSchema = z.object({
  messages: z.array(contactMessageSchema),
  unreadCount: z.number().int().min(0),
});
export const markReadBodySchema = z.object({ read: z.boolean() });
export const contactMessageResponseSchema = z.object({ message: contactMessageSchema });

export const contactMessageBulkActions = ["read", "unread", "delete"] as const;
/** Mark many messages read or unread, or delete them, at once (all or nothing). */
export const contactMessageBulkBodySchema = z.object({
  ids: z.array(idSchema).min(1, { message: "Choose at least one message" }).max(500),
  action: z.enum(contactMessageBulkActions),
});
export type ContactMessageBulkBody = z.infer<typeof contactMessageBulkBodySchema>;
export const contactMessageBulkResponseSchema = z.object({
  success: z.literal(true),
  changed: z.number().int().min(0),
});
