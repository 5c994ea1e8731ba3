import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from "node:crypto";
import { churchInfo, recoveryCodeCount, twoFactorCodeLength } from "@church/contracts";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import type { Db } from "../../db/client.ts";
import { emailOutbox } from "../../db/schema.ts";

/** RFC 6238 defaults every authenticator app understands: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
/** One step either side, for clocks that drift; an older code is refused. */
const WINDOW = 1;

/**
 * Secrets that must be read back (TOTP seeds) are encrypted with AES-256-GCM; codes that only need to be
 * compared (recovery codes, e-mailed codes) are stored as HMAC-SHA-256. Both keys are derived from
 * JWT_SECRET with HKDF, so a copy of the database alone reveals neither.
 */
export function createTwoFactorKeys(jwtSecret: string) {
  const derive = (info: string) => Buffer.from(hkdfSync("sha256", jwtSecret, "church-2fa", info, 32));
  const encryptionKey = derive("totp-secret-encryption");
  const hmacKey = derive("code-hmac");

  return {
    encrypt(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", encryptionKey, iv);
      const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return ["v1", iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
        .join(".");
    },
    decrypt(stored: string): string | null {
      const [version, iv, tag, data] = stored.split(".");
      if (version !== "v1" || !iv || !tag || !data) return null;
      try {
        const decipher = createDecipheriv("aes-256-gcm", encryptionKey, Buffer.from(iv, "base64url"));
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString(
          "utf8",
        );
      } catch {
        return null;
      }
    },
    /** A keyed hash of a code; `context` binds it to one use (e.g. the challenge id). */
    hashCode(code: string, context = ""): string {
      return createHmac("sha256", hmacKey).update(`${context}\u0000${code}`).digest("base64url");
    },
    sameHash(a: string, b: string): boolean {
      const left = Buffer.from(a);
      const right = Buffer.from(b);
      return left.length === right.length && timingSafeEqual(left, right);
    },
  };
}

export type TwoFactorKeys = ReturnType<typeof createTwoFactorKeys>;

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

function totpOf(secretBase32: string, account: string) {
  return new TOTP({
    issuer: churchInfo.name,
    label: account,
    algorithm: "SHA1",
    digits: twoFactorCodeLength,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The otpauth:// URL an authenticator app reads from the QR code. */
export const otpauthUrl = (secretBase32: string, account: string): string =>
  totpOf(secretBase32, account).toString();

/** The QR code of the otpauth URL as a PNG data URL (img-src allows data: for it). */
export const qrCodeDataUrl = (url: string): Promise<string> =>
  QRCode.toDataURL(url, { errorCorrectionLevel: "M", margin: 1, width: 240 });

/**
 * The time step a code belongs to when it is valid now (current step or one either side), else null.
 * The caller claims the step once so a code cannot be replayed.
 */
export function matchTotp(secretBase32: string, code: string, now = Date.now()): number | null {
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secretBase32),
    algorithm: "SHA1",
    digits: twoFactorCodeLength,
    period: PERIOD_SECONDS,
    timestamp: now,
    window: WINDOW,
  });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** Seconds a TOTP step stays claimable: long enough to cover the whole validity window. */
export const totpStepTtlSeconds = PERIOD_SECONDS * (2 * WINDOW + 2);

/** A random 6-digit code for e-mail. */
export const newEmailCode = (): string =>
  String(randomInt(0, 10 ** twoFactorCodeLength)).padStart(twoFactorCodeLength, "0");

const recoveryAlphabet = "abcdefghijkmnpqrstuvwxyz23456789"; // no l, o, 0, 1: easy to copy by hand
const randomGroup = () =>
  Array.from({ length: 5 }, () => recoveryAlphabet[randomInt(recoveryAlphabet.length)]).join("");

/** Ten one-time recovery codes "xxxxx-xxxxx" (about 50 bits each). */
export const newRecoveryCodes = (): string[] =>
  Array.from({ length: recoveryCodeCount }, () => `${randomGroup()}-${randomGroup()}`);

export type CodePurpose = "login" | "setup";

/**
 * Puts the e-mail with a code into the outbox (the mail worker sends it); English and Swahili, as
 * every text of the product. Call inside the transaction that stored the code's hash.
 */
export async function queueCodeEmail(
  db: Db,
  to: string,
  code: string,
  purpose: CodePurpose,
  minutes: number,
) {
  const why =
    purpose === "login"
      ? {
          en: "to finish signing in to the Admin Portal",
          sw: "kukamilisha kuingia kwenye Lango la Msimamizi",
        }
      : {
          en: "to confirm a change to your two-factor authentication",
          sw: "kuthibitisha mabadiliko ya uthibitishaji wa hatua mbili",
        };
  await db.insert(emailOutbox).values({
    kind: purpose === "login" ? "two_factor_login_code" : "two_factor_setup_code",
    toAddress: to,
    subject: `${churchInfo.name}: ${code} is your verification code / ni nambari yako ya uthibitisho`,
    textBody: [
      `Your verification code is ${code}. Use it ${why.en}. It expires in ${minutes} minutes.`,
      "If you did not ask for it, you can ignore this e-mail and tell your administrator.",
      "",
      `Nambari yako ya uthibitisho ni ${code}. Itumie ${why.sw}. Itaisha baada ya dakika ${minutes}.`,
      "Ikiwa hukuiomba, puuza barua pepe hii na umjulishe msimamizi wako.",
    ].join("\n"),
  });
}
