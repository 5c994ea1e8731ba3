/**
 * The newsletter texts, without zod: the public site's first load imports them, and zod stays out
 * of it (newsletter.schema.ts re-exports them, so imports from there keep working).
 */
/** Texts of public-site.md about the newsletter, kept word for word (the apps translate them). */
export const newsletterMessages = {
  subscribed: "Thank you for subscribing! You'll receive our latest updates and news.",
  successHeading: "Successfully Subscribed!",
  subscribeAnother: "Subscribe another email",
  subscribeAnotherGive: "Subscribe Another Email",
  privacy: "We respect your privacy. Unsubscribe at any time.",
  networkError: "Network error. Please check your connection and try again.",
  networkErrorShort: "Network error. Please try again.",
  unsubscribed: "You have been unsubscribed. You will not receive further newsletters.",
  invalidToken: "This unsubscribe link is invalid or has expired.",
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  emailRequired: "Email is required",
  confirmed: "Your subscription is confirmed. Welcome!",
  confirmInvalid: "This confirmation link is invalid or has already been used.",
  unsubscribeQuestion: "Unsubscribe from the newsletter?",
  unsubscribeButton: "Unsubscribe",
  rateLimited: "Too many sign-ups from this connection. Please wait a few minutes and try again.",
} as const;
