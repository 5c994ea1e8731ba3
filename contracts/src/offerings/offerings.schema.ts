import { z } from "zod";
import type { BilingualLabel } from "../common/content-utils.ts";
import { idSchema, isoDate, isoDateTime, languageSchema } from "../common/primitives.ts";
import { donationFunds } from "../donations/donations.constants.ts";
import { donationFundSchema } from "../donations/donations.schema.ts";

/**
 * Gifts handed in at the services (cash, cheque, M-Pesa), entered by the treasurer in batches: one
 * batch per count, dated by its Sunday (Buffalo calendar). Money is US dollars on the wire and integer
 * cents in storage, like the online gifts: an M-Pesa gift is recorded as the dollars the church
 * received for it, its receipt code kept as the reference (decision 031).
 */
export const offeringMethods = ["cash", "cheque", "mobile_money"] as const;
export const offeringMethodSchema = z.enum(offeringMethods);
export type OfferingMethod = z.infer<typeof offeringMethodSchema>;
export const offeringMethodLabels: Record<OfferingMethod, BilingualLabel> = {
  cash: { en: "Cash", sw: "Taslimu" },
  cheque: { en: "Cheque", sw: "Hundi" },
  mobile_money: { en: "M-Pesa", sw: "M-Pesa" },
};

export const offeringBatchStatuses = ["open", "closed"] as const;
export type OfferingBatchStatus = (typeof offeringBatchStatuses)[number];

export const offeringMessages = {
  closed:
    "This batch is closed and cannot be changed. To correct a gift, add a correcting entry in an open batch.",
  notBalanced: "The counted money does not match the entries. Correct the entries or the count, then close.",
  countMissing: "Enter the counted cash and cheque totals before closing.",
  empty: "A batch needs at least one gift before it is closed.",
  mpesaCode: "An M-Pesa receipt code is 10 capital letters and digits, like SGH7K2L9QX",
  chequeNumber: "A cheque number is 1 to 12 digits",
  referenceRequired: "Enter the cheque number or the M-Pesa receipt code",
  noCashReference: "Cash gifts have no reference",
  positive: "The amount must be more than 0",
  cents: "At most two decimals (cents)",
  correctionNotZero: "A correction cannot be 0",
  correctsClosedOnly: "Only a gift of a closed batch can be corrected; change an open batch's gift directly.",
  correctsSelf: "A correction is entered in another, open batch than the gift it corrects.",
  personNotFound: "This person was not found.",
  entryNotFound: "This gift was not found.",
  batchNotFound: "This batch was not found.",
  futureDate: "A batch cannot be dated after today",
} as const;

/** Dollars with at most two decimals; a correction may be negative, a gift never. */
const amountSchema = z
  .number({ message: "Must be a number" })
  .min(-100_000_000)
  .max(100_000_000)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { message: offeringMessages.cents });

/** Spaces and dashes people type into codes are left out; M-Pesa codes are read in capitals. */
export const normalizeOfferingReference = (value: string): string =>
  value.replace(/[\s-]/g, "").toUpperCase();
export const mpesaCodePattern = /^[A-Z0-9]{10}$/;
export const chequeNumberPattern = /^[0-9]{1,12}$/;

export const offeringEntryInputSchema = z
  .object({
    /** The giver from the people list; null for an anonymous gift (never on a statement). */
    personId: idSchema.nullable().default(null),
    amount: amountSchema,
    fund: donationFundSchema,
    method: offeringMethodSchema,
    /** The cheque number or the M-Pesa receipt code; empty for cash. */
    reference: z
      .string()
      .max(40)
      .nullish()
      .transform((v) => (v ? normalizeOfferingReference(v) : null)),
    /** A correcting entry points at the gift (of a closed batch) it corrects. */
    correctsEntryId: idSchema.nullable().default(null),
  })
  .superRefine((value, ctx) => {
    if (value.correctsEntryId === null && value.amount <= 0) {
      ctx.addIssue({ code: "custom", message: offeringMessages.positive, path: ["amount"] });
    }
    if (value.correctsEntryId !== null && value.amount === 0) {
      ctx.addIssue({ code: "custom", message: offeringMessages.correctionNotZero, path: ["amount"] });
    }
    const ref = value.reference;
    if (value.method === "cash" && ref) {
      ctx.addIssue({ code: "custom", message: offeringMessages.noCashReference, path: ["reference"] });
    }
    if (value.method !== "cash" && !ref) {
      ctx.addIssue({ code: "custom", message: offeringMessages.referenceRequired, path: ["reference"] });
    }
    if (value.method === "mobile_money" && ref && !mpesaCodePattern.test(ref)) {
      ctx.addIssue({ code: "custom", message: offeringMessages.mpesaCode, path: ["reference"] });
    }
    if (value.method === "cheque" && ref && !chequeNumberPattern.test(ref)) {
      ctx.addIssue({ code: "custom", message: offeringMessages.chequeNumber, path: ["reference"] });
    }
  });
export type OfferingEntryFormValues = z.input<typeof offeringEntryInputSchema>;
export type OfferingEntryInput = z.output<typeof offeringEntryInputSchema>;

export const offeringBatchInputSchema = z.object({
  /** The Sunday the gifts were given (Buffalo calendar). */
  date: isoDate,
  note: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((v) => v || null),
});
export type OfferingBatchInput = z.output<typeof offeringBatchInputSchema>;

const countedAmount = z
  .number({ message: "Must be a number" })
  .min(0, { message: "Must be 0 or more" })
  .max(100_000_000)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { message: offeringMessages.cents });

/** What the counters counted: the cash in the bags and the sum of the cheques. */
export const offeringCountInputSchema = z.object({
  countedCash: countedAmount,
  countedCheque: countedAmount,
});
export type OfferingCountInput = z.infer<typeof offeringCountInputSchema>;

export const offeringPersonSchema = z.object({ id: idSchema, name: z.string() });

export const offeringEntrySchema = z.object({
  id: idSchema,
  batchId: idSchema,
  /** Null: anonymous (or a giver whose data was erased). */
  person: offeringPersonSchema.nullable(),
  amount: z.number(),
  fund: donationFundSchema,
  method: offeringMethodSchema,
  reference: z.string().nullable(),
  correctsEntryId: idSchema.nullable(),
  createdAt: isoDateTime,
});
export type OfferingEntry = z.infer<typeof offeringEntrySchema>;

const byMethod = z.object({ cash: z.number(), cheque: z.number(), mobile_money: z.number() });
export const offeringBatchTotalsSchema = z.object({
  byMethod,
  /** Every fund, 0 where nothing was given. */
  byFund: z.record(donationFundSchema, z.number()),
  total: z.number(),
  entries: z.number().int(),
  /** Counted minus entered, per counted method; null until the count is entered. */
  difference: z.object({ cash: z.number().nullable(), cheque: z.number().nullable() }),
  /** Both counts entered and equal to the entries. */
  balanced: z.boolean(),
});
export type OfferingBatchTotals = z.infer<typeof offeringBatchTotalsSchema>;

export const offeringBatchSchema = z.object({
  id: idSchema,
  date: isoDate,
  status: z.enum(offeringBatchStatuses),
  note: z.string().nullable(),
  countedCash: z.number().nullable(),
  countedCheque: z.number().nullable(),
  totals: offeringBatchTotalsSchema,
  closedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type OfferingBatch = z.infer<typeof offeringBatchSchema>;

export const offeringBatchesResponseSchema = z.object({ batches: z.array(offeringBatchSchema) });
export const offeringBatchResponseSchema = z.object({ batch: offeringBatchSchema });
export const offeringBatchDetailSchema = z.object({
  batch: offeringBatchSchema,
  entries: z.array(offeringEntrySchema),
});
export type OfferingBatchDetail = z.infer<typeof offeringBatchDetailSchema>;
export const offeringEntryResponseSchema = z.object({
  entry: offeringEntrySchema,
  batch: offeringBatchSchema,
});

/** Giving by method (the three batch methods and online) and by fund, per Buffalo calendar month. */
export const givingSources = [...offeringMethods, "online"] as const;
export const givingSourceSchema = z.enum(givingSources);
export type GivingSource = z.infer<typeof givingSourceSchema>;
export const givingSourceLabels: Record<GivingSource, BilingualLabel> = {
  ...offeringMethodLabels,
  online: { en: "Online", sw: "Mtandaoni" },
};

const isoMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: "Use a month like 2026-01" });
export const givingReportQuerySchema = z.object({
  /** First and last month (YYYY-MM, both included); the last 12 months up to this one by default. */
  from: isoMonth.optional(),
  to: isoMonth.optional(),
  format: z.enum(["json", "csv", "pdf"]).optional(),
  lang: languageSchema.optional(),
});
export type GivingReportQuery = z.input<typeof givingReportQuerySchema>;

export const givingMonthSchema = z.object({
  month: isoMonth,
  bySource: z.record(givingSourceSchema, z.number()),
  byFund: z.record(donationFundSchema, z.number()),
  total: z.number(),
});
export type GivingMonth = z.infer<typeof givingMonthSchema>;
export const givingReportSchema = z.object({
  from: isoMonth,
  to: isoMonth,
  /** Oldest first; a month without gifts has zeros. */
  months: z.array(givingMonthSchema),
});
export type GivingReport = z.infer<typeof givingReportSchema>;

/** Zero for each fund, in the order the funds are listed. */
export const zeroByFund = (): Record<(typeof donationFunds)[number], number> =>
  Object.fromEntries(donationFunds.map((f) => [f, 0])) as Record<(typeof donationFunds)[number], number>;

/** The Sunday on or before a calendar date (YYYY-MM-DD): the default date of a new batch. */
export function sundayOnOrBefore(isoDay: string): string {
  const d = new Date(`${isoDay}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - d.getUTCDay());
  return d.toISOString().slice(0, 10);
}
