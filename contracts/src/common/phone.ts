import { type CountryCode, isSupportedCountry, parsePhoneNumberFromString } from "libphonenumber-js/mobile";
import { z } from "zod";
import { churchInfo } from "./church-info.ts";

export const phoneMessages = {
  required: "A mobile number is needed for text messages",
  invalid: "Please enter a valid mobile number, e.g. 716-555-0123 or +254 712 345678",
} as const;

/** Numbers written without a country code are the church's country's. */
const defaultCountry: CountryCode = churchInfo.address.country;

/**
 * A mobile number as typed ("(716) 555-0123", "+254 712 345 678") in E.164 ("+17165550123"), or null
 * when it is not a valid mobile number. Numbers without a country code are read as `country`'s (a
 * person's address: "0712 345 678" in Kenya), else the church's (US). libphonenumber-js's mobile
 * metadata: landlines are refused where a country tells them apart, since they cannot receive texts.
 */
export function toE164(text: string, country?: string | null): string | null {
  const home = country && isSupportedCountry(country) ? country : defaultCountry;
  const parsed = parsePhoneNumberFromString(text.trim(), home);
  return parsed?.isValid() ? parsed.number : null;
}

/** "+1 716 555 0123": an E.164 number written for people. */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/** A mobile number field: any common way of writing it in, E.164 out. */
export const mobilePhoneSchema = z
  .string()
  .trim()
  .min(1, { message: phoneMessages.required })
  .max(40, { message: phoneMessages.invalid })
  .transform((text, ctx) => {
    const e164 = toE164(text);
    if (e164) return e164;
    ctx.addIssue({ code: "custom", message: phoneMessages.invalid });
    return z.NEVER;
  });

/** A stored number: already E.164. */
export const e164Schema = z.string().regex(/^\+[1-9]\d{6,14}$/);
