import { createHmac, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  rsvpCancelToken,
  unsubscribeToken,
  verifyRsvpCancelToken,
  verifyUnsubscribeToken,
} from "../mail/links.ts";
import { keyFor, keyPurposes, signFor, verifyFor } from "./keys.ts";

const env = { JWT_SECRET: randomBytes(48).toString("base64") };
/** How every link was signed before issue 26: an HMAC under JWT_SECRET itself. */
const underJwtSecret = (text: string) =>
  createHmac("sha256", env.JWT_SECRET).update(text).digest("base64url");
const b64 = (text: string) => Buffer.from(text).toString("base64url");

describe("signing keys, one per purpose (issue 26)", () => {
  it("derives a distinct 32-byte key for each purpose, none of them JWT_SECRET", () => {
    const keys = keyPurposes.map((purpose) => keyFor(env, purpose).toString("hex"));
    expect(new Set(keys).size).toBe(keyPurposes.length);
    for (const key of keys) {
      expect(key).toHaveLength(64);
      expect(key).not.toContain(Buffer.from(env.JWT_SECRET).toString("hex"));
    }
    // Another secret, other keys.
    expect(keyFor({ JWT_SECRET: `${env.JWT_SECRET}x` }, "sessions")).not.toEqual(keyFor(env, "sessions"));
  });

  it("never takes one purpose's signature for another's", () => {
    const signature = signFor(env, "statement-links", "text");
    expect(verifyFor(env, "statement-links", "text", signature)).toBe(true);
    for (const other of keyPurposes.filter((purpose) => purpose !== "statement-links")) {
      expect(verifyFor(env, other, "text", signature)).toBe(false);
    }
  });

  // Donor statement links: routes/donations/donations.statement-links.test.ts.
  it("refuses links signed under JWT_SECRET itself or under another purpose's key", () => {
    const email = "grace@example.com";
    expect(verifyUnsubscribeToken(env, unsubscribeToken(env, email))).toBe(email);
    expect(
      verifyUnsubscribeToken(env, `${b64(email)}.${underJwtSecret(`newsletter-unsubscribe:${email}`)}`),
    ).toBe(null);
    expect(verifyUnsubscribeToken(env, `${b64(email)}.${signFor(env, "rsvp-cancel-links", email)}`)).toBe(
      null,
    );

    const id = "5b8f3c52-7a1e-4c1d-9a44-0a6f3f1e2b3c";
    expect(verifyRsvpCancelToken(env, rsvpCancelToken(env, id))).toBe(id);
    expect(verifyRsvpCancelToken(env, `${id}.${underJwtSecret(`rsvp-cancel:${id}`)}`)).toBe(null);
    expect(verifyRsvpCancelToken(env, `${id}.${signFor(env, "unsubscribe-links", id)}`)).toBe(null);
  });
});
