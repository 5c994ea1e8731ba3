import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import type { Env } from "../../env.ts";

/**
 * What the API signs, each under its own key derived from JWT_SECRET (HKDF-SHA256, the purpose as
 * label): a key that leaks from one use (a device cookie, a link in an old e-mail) opens nothing else,
 * and one signature is never valid for another use. Two-factor keys are derived the same way, with
 * labels of their own (auth/two-factor.ts).
 */
export const keyPurposes = [
  /** Staff access tokens (jose, HS256). */
  "sessions",
  /** Newsletter unsubscribe links. */
  "unsubscribe-links",
  /** RSVP cancel links. */
  "rsvp-cancel-links",
  /** The accept links of a meeting time the pastor proposed. */
  "meeting-proposal-links",
  /** Live stream reminder cancel links. */
  "stream-reminder-links",
  /** Donor statement download links. */
  "statement-links",
  /** "Known device" cookies that let a browser past the sign-in limits. */
  "known-device",
  /** Account unlock links of the sign-in limits. */
  "unlock-links",
  /** The keyed hash the live chat keeps of a viewer's address. */
  "live-chat-sender",
  /**
   * The AES-256-GCM key of confidential pastoral notes outside production when CARE_NOTES_KEYS is not
   * set (key id "local"; decision 028). Production requires CARE_NOTES_KEYS.
   */
  "care-notes",
] as const;
export type KeyPurpose = (typeof keyPurposes)[number];

const derived = new Map<string, Buffer>();

/** The 32-byte key of `purpose`, derived once per secret. */
export function keyFor(env: Pick<Env, "JWT_SECRET">, purpose: KeyPurpose): Buffer {
  const name = `${purpose}\u0000${env.JWT_SECRET}`;
  let key = derived.get(name);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", env.JWT_SECRET, "church-keys", purpose, 32));
    derived.set(name, key);
  }
  return key;
}

/** HMAC-SHA256 of `text` under the key of `purpose`, base64url. */
export const signFor = (env: Pick<Env, "JWT_SECRET">, purpose: KeyPurpose, text: string): string =>
  createHmac("sha256", keyFor(env, purpose)).update(text).digest("base64url");

/** Whether `signature` is `text`'s under the key of `purpose` (compared in constant time). */
export function verifyFor(
  env: Pick<Env, "JWT_SECRET">,
  purpose: KeyPurpose,
  text: string,
  signature: string,
): boolean {
  const expected = Buffer.from(signFor(env, purpose, text));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
