import { z } from "zod";

/** Shared field shapes, so a rule is written once for form, handler and mock. */
export const idSchema = z.uuid();
export const idParams = z.object({ id: idSchema });
export const isoDateTime = z.iso.datetime({ offset: true });
/** Calendar date, YYYY-MM-DD; year 0000 does not exist in PostgreSQL (or the Gregorian calendar). */
export const isoDate = z.iso
  .date()
  .refine((date) => !date.startsWith("0000"), { message: "Invalid ISO date" });
export const emailSchema = z.email({ message: "Please enter a valid email address" }).max(254);
export const optionalText = (max: number) => z.string().trim().max(max).optional();
export const requiredText = (max: number, message = "This field is required") =>
  z.string().trim().min(1, { message }).max(max);
export const urlSchema = z.url({ message: "Please enter a valid URL" }).max(2048);
/** Optional URL that also accepts an empty string from a form (meaning: none). */
export const optionalUrl = z.union([urlSchema, z.literal("")]).optional();
/** Money in US dollars with at most two decimals, never negative. Stored as integer cents. */
export const money = z
  .number({ message: "Must be a number" })
  .min(0, { message: "Must be 0 or more" })
  .max(100_000_000)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { message: "At most two decimals (cents)" });
export const languageSchema = z.enum(["en", "sw"]);
export type Language = z.infer<typeof languageSchema>;
export const publishStatusSchema = z.enum(["draft", "published"]);
export type PublishStatus = z.infer<typeof publishStatusSchema>;

export const okSchema = z.object({ success: z.literal(true), message: z.string().optional() });

export const paginationQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});

/** Converts between dollars on the wire and exact integer cents in storage. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const fromCents = (cents: number): number => cents / 100;
