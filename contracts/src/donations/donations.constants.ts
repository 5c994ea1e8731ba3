/**
 * The giving texts, without zod: the public site's first load imports them, and zod stays out of it
 * (donations.schema.ts re-exports them, so imports from there keep working).
 */
/** Texts of both specs about giving (the apps translate them). */
export const donationMessages = {
  processing: "Processing your donation...",
  error: "Error processing donation",
  errorRetry: "Error processing donation. Please try again.",
  cancelled: "Payment was cancelled or failed. Please try again.",
  completeFields: "Please complete all required fields above to proceed with payment",
  thankYou: "Thank you for your generous gift! A receipt has been sent to your email.",
  makeAnother: "Make Another Gift",
  returnHome: "Return Home",
  empty: "No donations found for the selected filters.",
  amountMin: "The minimum gift is $1.00",
  amountMismatch: "The payment amount does not match the gift.",
  alreadyRecorded: "This payment has already been recorded.",
  frequencyRequired: "Please choose how often to give",
  noPaymentId: "N/A",
  orderNotFound: "This payment order was not found. Please start your gift again.",
  testPayment: "Complete test payment",
  testPaymentNote: "Test mode: no money is charged.",
  statementRequested:
    "If we have gifts from this address in that year, the statement has been e-mailed to it.",
  statementSent: "The statement has been e-mailed to the donor.",
  statementLinkInvalid: "This statement link is invalid or has expired. Please request a new one.",
  recurringOnly: "Only recurring gifts and tithes are set up as a subscription.",
  nameRequired: "Name is required",
  emailRequired: "Email is required",
} as const;
