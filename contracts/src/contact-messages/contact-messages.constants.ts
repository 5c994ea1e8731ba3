import type { BilingualLabel } from "../common/content-utils.ts";
/**
 * The contact form texts, without zod: the public site's first load imports them, and zod stays out
 * of it (contact-messages.schema.ts re-exports them, so imports from there keep working).
 */
/** Texts of public-site.md about the contact form (the apps translate them). */
export const contactMessages = {
  sent: "Thank you for your message! We will get back to you within 24 hours.",
  sendAnother: "Send Another Message",
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  subjectRequired: "Subject is required",
  messageRequired: "Message is required",
  prayerRequestSubject: "Prayer Request",
  notFound: "Message not found",
} as const;

export const preferredContactMethods = ["email", "phone"] as const;

export const preferredContactLabels: Record<(typeof preferredContactMethods)[number], BilingualLabel> = {
  email: { en: "Email", sw: "Barua pepe" },
  phone: { en: "Phone", sw: "Simu" },
};
