import { z } from "zod";
import { churchInfo } from "../common/church-info.ts";
import { nullableText } from "../common/content.ts";
import type { BilingualLabel } from "../common/content-utils.ts";
import {
  emailSchema,
  idSchema,
  isoDateTime,
  languageSchema,
  money,
  requiredText,
} from "../common/primitives.ts";
import {
  donationCurrency,
  donationFrequencies,
  donationFunds,
  donationMessages,
  donationTypes,
} from "./donations.constants.ts";

export const donationTypeSchema = z.enum(donationTypes);
export type DonationType = z.infer<typeof donationTypeSchema>;
export const donationFrequencySchema = z.enum(donationFrequencies);
export type DonationFrequency = z.infer<typeof donationFrequencySchema>;
export const donationFundSchema = z.enum(donationFunds);
export type DonationFund = z.infer<typeof donationFundSchema>;

export const donationPeriods = ["all", "today", "week", "month"] as const;
export const donationPeriodSchema = z.enum(donationPeriods);
export type DonationPeriod = z.infer<typeof donationPeriodSchema>;
export const donationPeriodLabels: Record<DonationPeriod, BilingualLabel> = {
  all: { en: "All Time", sw: "Wakati Wote" },
  today: { en: "Today", sw: "Leo" },
  week: { en: "This Week", sw: "Wiki Hii" },
  month: { en: "This Month", sw: "Mwezi Huu" },
};

const giftAmount = money.pipe(z.number().min(1, { message: donationMessages.amountMin }));

/** What the gift is: shared by the order and the capture call. */
const giftFields = {
  amount: giftAmount,
  donorName: requiredText(100, donationMessages.nameRequired),
  donorEmail: z.string().trim().min(1, { message: donationMessages.emailRequired }).pipe(emailSchema),
  type: donationTypeSchema,
  /** Null for one-time gifts; required for recurring gifts and tithes. */
  frequency: donationFrequencySchema.nullish().transform((v) => v ?? null),
  category: donationFundSchema.default("general"),
  note: nullableText(500),
};

const frequencyRule = <T extends { type: DonationType; frequency: DonationFrequency | null }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.type !== "one-time" && value.frequency === null) {
    ctx.addIssue({ code: "custom", message: donationMessages.frequencyRequired, path: ["frequency"] });
  }
};

/** Create the payment order on the server (amount and currency fixed there, not in the browser). */
export const donationOrderInputSchema = z.object(giftFields).superRefine(frequencyRule);
export type DonationFormValues = z.input<typeof donationOrderInputSchema>;
export type DonationOrderInput = z.output<typeof donationOrderInputSchema>;
export const donationOrderResponseSchema = z.object({ orderId: z.string() });

/**
 * Capture and record (public-site.md section 7). The server captures the order, checks amount and
 * currency, and records the gift once per order id (a repeat answers the same donation).
 */
export const processDonationInputSchema = z
  .object({
    ...giftFields,
    paypalOrderId: z.string().trim().min(1).max(100),
    paypalPayerId: z.string().trim().max(100).nullish(),
  })
  .superRefine(frequencyRule);
export type ProcessDonationInput = z.input<typeof processDonationInputSchema>;

const recurringRule = <T extends { type: DonationType }>(value: T, ctx: z.RefinementCtx) => {
  if (value.type === "one-time") {
    ctx.addIssue({ code: "custom", message: donationMessages.recurringOnly, path: ["type"] });
  }
};

/**
 * A recurring gift or tithe: the server subscribes the donor to a plan of exactly this amount and
 * frequency (created once per amount and frequency, then reused); the payer approves it at the provider.
 */
export const donationSubscriptionInputSchema = z
  .object(giftFields)
  .superRefine(frequencyRule)
  .superRefine(recurringRule);
export const donationSubscriptionResponseSchema = z.object({
  subscriptionId: z.string(),
  /** Where the payer approves it when not in the provider's own window; null for the test provider. */
  approveUrl: z.string().nullable(),
});

/**
 * After approval: the server reads the subscription (ACTIVE, on the plan it created, at the plan's
 * price) and records the first gift once per subscription id; renewals come from webhooks.
 */
export const confirmSubscriptionInputSchema = z
  .object({ ...giftFields, paypalSubscriptionId: z.string().trim().min(1).max(100) })
  .superRefine(frequencyRule)
  .superRefine(recurringRule);
export type ConfirmSubscriptionInput = z.input<typeof confirmSubscriptionInputSchema>;

export const donationSchema = z.object({
  id: idSchema,
  donorName: z.string(),
  donorEmail: z.string(),
  amount: z.number(),
  currency: z.literal(donationCurrency),
  type: donationTypeSchema,
  frequency: donationFrequencySchema.nullable(),
  category: donationFundSchema,
  note: z.string().nullable(),
  paypalPaymentId: z.string().nullable(),
  stripePaymentId: z.string().nullable(),
  donatedAt: isoDateTime,
});
export type Donation = z.infer<typeof donationSchema>;

export const processDonationResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  donation: donationSchema.optional(),
});

export const donationsQuerySchema = z.object({
  type: z.enum(["all", ...donationTypes]).default("all"),
  period: donationPeriodSchema.default("all"),
});
export const donationsListResponseSchema = z.object({
  donations: z.array(donationSchema),
  /** Sum of the listed amounts in dollars. */
  total: z.number(),
  count: z.number().int().min(0),
});

/**
 * Whether a gift falls in a period (staff-area.md section 9): today = same calendar day, week =
 * the last 7 days, month = same calendar month and year. Calendar days are Buffalo's.
 */
export function inDonationPeriod(
  donatedAt: string,
  period: DonationPeriod,
  now: Date,
  timeZone: string = churchInfo.timeZone,
): boolean {
  if (period === "all") return true;
  const at = new Date(donatedAt);
  if (period === "week") return now.getTime() - at.getTime() <= 7 * 24 * 60 * 60 * 1000 && at <= now;
  const day = (d: Date) =>
    new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
      d,
    );
  return period === "today" ? day(at) === day(now) : day(at).slice(0, 7) === day(now).slice(0, 7);
}

/** A payment provider's webhook event; its signature is checked by the API. */
export const paymentWebhookSchema = z.record(z.string(), z.unknown());

/** Which payment provider the server uses; the Give page loads PayPal's script only for "paypal". */
export const donationConfigSchema = z.object({
  provider: z.enum(["paypal", "test"]),
  /** PayPal client id for the JS SDK (public by design); null for the test provider. */
  clientId: z.string().nullable(),
  currency: z.literal(donationCurrency),
});
export type DonationConfig = z.infer<typeof donationConfigSchema>;

const statementYear = z.coerce.number().int().min(2000).max(2100);

/** Annual giving statement of one donor (by e-mail) for one calendar year, in English or Swahili. */
export const donationStatementQuerySchema = z.object({
  email: emailSchema,
  year: statementYear,
  language: languageSchema.default("en"),
});
export const donationStatementRequestSchema = donationStatementQuerySchema;
export type DonationStatementRequest = z.input<typeof donationStatementRequestSchema>;
/** The signed link mailed to the donor. */
export const donationStatementDownloadQuerySchema = z.object({ token: z.string().min(10).max(600) });
