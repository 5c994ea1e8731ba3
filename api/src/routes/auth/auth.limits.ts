import { authMessages, twoFactorMessages } from "@church/contracts";
import type { Context } from "hono";
import type { AppEnv } from "../../lib/context.ts";
import { badRequest, HttpError, unauthorized } from "../../lib/http-error.ts";
import { clientAddress, type RateLimitRule } from "../../services/rate-limit/rate-limit.ts";

/**
 * Wrong second-step codes: 20 per address within a minute, then growing locks (only that address's:
 * the wrong password limits are in services/auth/sign-in-limits.ts).
 */
export const twoFactorAddressLimit: RateLimitRule = {
  limit: 20,
  windowSeconds: 60,
  growing: true,
  maxLockSeconds: 15 * 60,
};
/** Wrong codes while signed in (enable, disable): 5 per 5 minutes per account. */
export const codeLimit: RateLimitRule = { limit: 5, windowSeconds: 300, growing: true };
/** New e-mailed codes for one challenge: 3 per 5 minutes. */
export const resendLimit: RateLimitRule = { limit: 3, windowSeconds: 300 };

export const twoFactorAddressKey = (c: Context<AppEnv>) => `login-2fa-address:${clientAddress(c)}`;
export const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export const invalidCode = () =>
  badRequest(twoFactorMessages.invalidCode, { code: twoFactorMessages.invalidCode });
export const challengeExpired = () => unauthorized(twoFactorMessages.challengeExpired);

export function tooManyAttempts(c: Context<AppEnv>, retryAfterSeconds: number): HttpError {
  c.header("retry-after", String(retryAfterSeconds));
  return new HttpError("rate_limited", authMessages.tooManyAttempts);
}
