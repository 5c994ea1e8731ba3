import type { BilingualLabel } from "../common/content-utils.ts";
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

/** Preset amounts in US dollars (public-site.md section 9). */
export const presetDonationAmounts = [25, 50, 100, 250, 500] as const;

export const donationCurrency = "USD";

export const recentDonationsShown = 3;

export const donationTypes = ["one-time", "recurring", "tithe"] as const;

export const donationTypeLabels: Record<(typeof donationTypes)[number], BilingualLabel> = {
  "one-time": { en: "One-time", sw: "Mara moja" },
  recurring: { en: "Recurring", sw: "Ya kujirudia" },
  tithe: { en: "Tithe", sw: "Zaka" },
};

/** Payment order description per type (public-site.md section 7), followed by the fund label. */
export const donationOrderDescriptions: Record<(typeof donationTypes)[number], string> = {
  "one-time": "One-time Donation",
  recurring: "Recurring Donation",
  tithe: "Tithe",
};

export const donationFrequencies = ["weekly", "monthly", "yearly"] as const;

export const defaultDonationFrequency: (typeof donationFrequencies)[number] = "monthly";

export const donationFrequencyLabels: Record<(typeof donationFrequencies)[number], BilingualLabel> = {
  weekly: { en: "Weekly", sw: "Kila wiki" },
  monthly: { en: "Monthly", sw: "Kila mwezi" },
  yearly: { en: "Yearly", sw: "Kila mwaka" },
};

export const donationFunds = [
  "general",
  "tithe",
  "building",
  "swahili-bibles",
  "refugee-support",
  "community-outreach",
  "youth-ministry",
  "missions",
] as const;

export const donationFundLabels: Record<(typeof donationFunds)[number], BilingualLabel> = {
  general: { en: "General Fund", sw: "Mfuko Mkuu" },
  tithe: { en: "Tithe", sw: "Zaka" },
  building: { en: "Building Fund", sw: "Mfuko wa Jengo" },
  "swahili-bibles": { en: "Swahili Bibles", sw: "Biblia za Kiswahili" },
  "refugee-support": { en: "Refugee Support", sw: "Msaada kwa Wakimbizi" },
  "community-outreach": { en: "Community Outreach", sw: "Huduma kwa Jamii" },
  "youth-ministry": { en: "Youth Ministry", sw: "Huduma ya Vijana" },
  missions: { en: "Missions", sw: "Misheni" },
};

/** What a gift is, in words people use: "Tithe, monthly", "One-time" / "Zaka, kila mwezi". */
export function donationKindLabel(
  gift: { type: (typeof donationTypes)[number]; frequency: (typeof donationFrequencies)[number] | null },
  language: "en" | "sw",
): string {
  const kind = donationTypeLabels[gift.type][language];
  if (!gift.frequency || gift.type === "one-time") return kind;
  return `${kind}, ${donationFrequencyLabels[gift.frequency][language].toLocaleLowerCase(language)}`;
}
