import { createHash, randomBytes } from "node:crypto";
import { authMessages, churchInfo } from "@church/contracts";
import { sql } from "drizzle-orm";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { Db } from "../../db/client.ts";
import { emailOutbox, rateLimitBuckets } from "../../db/schema.ts";
import type { Env } from "../../env.ts";
import type { AppEnv } from "../../lib/context.ts";
import { HttpError } from "../../lib/http-error.ts";
import { type KeyPurpose, signFor, verifyFor } from "../keys/keys.ts";
import { clearRateLimit, clientAddress, hitRateLimit } from "../rate-limit/rate-limit.ts";

/**
 * The sign-in limits of docs/decisions/007-sign-in-limits.md. Failures are counted per account and
 * source (a known device of the account, else the address), per address, and per account; each count
 * that reaches its limit sets a lock. A request refused by a lock is not counted and does not move it,
 * so nobody can keep a lock up by knocking on it.
 */
export const signInLimits = {
  /** One source on one account: slowed after 5 failures, 1, 2, 4, 8 then 15 minutes per lock within a day. */
  source: {
    failures: 5,
    windowSeconds: 15 * 60,
    firstLockSeconds: 60,
    maxLockSeconds: 15 * 60,
    strikeSeconds: 86_400,
  },
  /** One address on any accounts (password spraying): blocked for 15 minutes after 20 failures. */
  address: { failures: 20, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
  /** Many sources on one account: only known devices (or an e-mailed unlock link) for an hour after 50. */
  account: { failures: 50, windowSeconds: 60 * 60, lockSeconds: 60 * 60 },
  /** A known-device cookie lasts 180 days; an unlock link one hour. */
  deviceSeconds: 180 * 86_400,
  unlockLinkSeconds: 60 * 60,
} as const;

export const KNOWN_DEVICE_COOKIE = "known_device";

const hash = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 32);
/** Accounts are keyed by a hash of the e-mail, so the limits table holds no addresses. */
export const accountKey = (email: string) => hash(`sign-in:${email.trim().toLowerCase()}`);

// postgres-js answers an array, PGlite an object with rows.
const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);

/** Seconds left of a lock, 0 when there is none. */
async function lockLeft(db: Db, key: string): Promise<number> {
  const result = await db.execute<{ left: number }>(sql`
    select extract(epoch from (reset_at - now()))::float8 as left
    from ${rateLimitBuckets} where key = ${key} and reset_at > now()`);
  const left = Number(rowsOf<{ left: number }>(result)[0]?.left ?? 0);
  return left > 0 ? Math.ceil(left) : 0;
}

/** Sets a lock of `seconds` (never shortening one already longer). */
async function lock(db: Db, key: string, seconds: number): Promise<void> {
  await db.execute(sql`
    insert into ${rateLimitBuckets} (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${seconds}::float8))
    on conflict (key) do update set count = 1,
      reset_at = greatest(${rateLimitBuckets.resetAt}, excluded.reset_at)`);
}

/** Device cookies and unlock links, each under its own key (services/keys). */
function signer(env: Pick<Env, "JWT_SECRET">) {
  return {
    sign: (purpose: SignedPurpose, text: string) => `${text}.${signFor(env, purpose, text)}`,
    /** The signed text, or null when the signature does not match. */
    open(purpose: SignedPurpose, token: string): string | null {
      const at = token.lastIndexOf(".");
      if (at <= 0) return null;
      const text = token.slice(0, at);
      return verifyFor(env, purpose, text, token.slice(at + 1)) ? text : null;
    },
  };
}
type SignedPurpose = Extract<KeyPurpose, "known-device" | "unlock-links">;

export type SignInLimits = ReturnType<typeof createSignInLimits>;

export function createSignInLimits(
  db: Db,
  env: Pick<Env, "JWT_SECRET" | "COOKIE_SECURE" | "PUBLIC_BASE_URL">,
) {
  const { sign, open } = signer(env);
  const L = signInLimits;

  /** The device id of a known-device cookie made for this account, else null. */
  function knownDevice(c: Context<AppEnv>, account: string): string | null {
    const cookie = getCookie(c, KNOWN_DEVICE_COOKIE);
    const text = cookie ? open("known-device", cookie) : null;
    const [forAccount, device] = text?.split(":") ?? [];
    return forAccount === account && device ? device : null;
  }

  function rememberDevice(
    c: Context<AppEnv>,
    account: string,
    device = randomBytes(12).toString("base64url"),
  ) {
    setCookie(c, KNOWN_DEVICE_COOKIE, sign("known-device", `${account}:${device}`), {
      httpOnly: true,
      secure: env.COOKIE_SECURE,
      sameSite: "Strict",
      path: "/api/auth",
      maxAge: L.deviceSeconds,
    });
  }

  function refuse(
    c: Context<AppEnv>,
    seconds: number,
    message: string = authMessages.tooManyAttempts,
  ): never {
    c.header("retry-after", String(Math.max(1, seconds)));
    throw new HttpError("rate_limited", message);
  }

  const keysFor = (c: Context<AppEnv>, email: string) => {
    const account = accountKey(email);
    const address = clientAddress(c);
    const device = knownDevice(c, account);
    const source = device ? `device:${hash(device)}` : `address:${address}`;
    return { account, address, device, source };
  };

  /** The e-mail that lets its owner's browser past the account lock (never says whether it was an attacker). */
  async function mailUnlockLink(email: string): Promise<void> {
    const expires = Math.floor(Date.now() / 1000) + L.unlockLinkSeconds;
    const token = sign("unlock-links", `${accountKey(email)}:${expires}`);
    const link = `${env.PUBLIC_BASE_URL}/api/auth/unlock?token=${encodeURIComponent(token)}`;
    await db.insert(emailOutbox).values({
      kind: "sign_in_unlock",
      toAddress: email,
      subject: `${churchInfo.name}: sign-in paused / kuingia kumesitishwa`,
      textBody: [
        "Many wrong passwords were tried for your Admin Portal account from several places, so sign-in is",
        "paused for an hour except on browsers where you have signed in before. To sign in from this",
        `browser now, open this link within an hour: ${link}`,
        "If it was not you, tell your administrator; your password was not accepted.",
        "",
        "Manenosiri mengi yasiyo sahihi yamejaribiwa kwa akaunti yako ya Lango la Msimamizi kutoka maeneo",
        "kadhaa, kwa hiyo kuingia kumesitishwa kwa saa moja isipokuwa kwenye vivinjari ulivyotumia kuingia",
        `awali. Ili kuingia kutoka kivinjari hiki sasa, fungua kiungo hiki ndani ya saa moja: ${link}`,
        "Ikiwa si wewe, mjulishe msimamizi wako; nenosiri lako halikukubaliwa.",
      ].join("\n"),
    });
  }

  return {
    /** Refuses (429) a sign-in that a lock covers, before the password is checked; counts nothing. */
    async check(c: Context<AppEnv>, email: string): Promise<void> {
      const { account, address, device, source } = keysFor(c, email);
      const own = await lockLeft(db, `sign-in-lock:${account}:${source}`);
      if (own > 0) refuse(c, own);
      // A known device of the account is neither the sprayer nor the crowd: the other locks pass it.
      if (device) return;
      const sprayer = await lockLeft(db, `sign-in-lock:address:${address}`);
      if (sprayer > 0) refuse(c, sprayer);
      const guarded = await lockLeft(db, `sign-in-lock:account:${account}`);
      if (guarded > 0) refuse(c, guarded, authMessages.accountGuarded);
    },

    /** Counts a wrong password (or unknown e-mail) and sets the locks whose limit it reaches. */
    async failed(c: Context<AppEnv>, email: string, ownerEmail: string | null): Promise<void> {
      const { account, address, source } = keysFor(c, email);
      const pair = `sign-in-fail:${account}:${source}`;
      const pairCount = await hitRateLimit(db, pair, {
        limit: L.source.failures,
        windowSeconds: L.source.windowSeconds,
      });
      if (pairCount.count >= L.source.failures) {
        await clearRateLimit(db, pair);
        const strikes = await hitRateLimit(db, `sign-in-strikes:${account}:${source}`, {
          limit: 1_000_000,
          windowSeconds: L.source.strikeSeconds,
        });
        const seconds = Math.min(
          L.source.firstLockSeconds * 2 ** (strikes.count - 1),
          L.source.maxLockSeconds,
        );
        await lock(db, `sign-in-lock:${account}:${source}`, seconds);
      }
      const spray = `sign-in-fail:address:${address}`;
      const sprayCount = await hitRateLimit(db, spray, {
        limit: L.address.failures,
        windowSeconds: L.address.windowSeconds,
      });
      if (sprayCount.count >= L.address.failures) {
        await clearRateLimit(db, spray);
        await lock(db, `sign-in-lock:address:${address}`, L.address.lockSeconds);
      }
      const crowd = `sign-in-fail:account:${account}`;
      const crowdCount = await hitRateLimit(db, crowd, {
        limit: L.account.failures,
        windowSeconds: L.account.windowSeconds,
      });
      if (crowdCount.count >= L.account.failures) {
        await clearRateLimit(db, crowd);
        await lock(db, `sign-in-lock:account:${account}`, L.account.lockSeconds);
        if (ownerEmail) await mailUnlockLink(ownerEmail);
      }
    },

    /** After a right password: this source's count starts over. */
    async succeeded(c: Context<AppEnv>, email: string): Promise<void> {
      const { account, source } = keysFor(c, email);
      await clearRateLimit(db, `sign-in-fail:${account}:${source}`);
      await clearRateLimit(db, `sign-in-strikes:${account}:${source}`);
    },

    /** After a complete sign-in: the browser is (or stays) a known device of the account. */
    trust(c: Context<AppEnv>, email: string): void {
      const account = accountKey(email);
      rememberDevice(c, account, knownDevice(c, account) ?? undefined);
    },

    /** Makes the browser a known device of the account an unexpired unlock link names; false when it is not one. */
    unlock(c: Context<AppEnv>, token: string): boolean {
      const [account, expires] = open("unlock-links", token)?.split(":") ?? [];
      if (!account || !expires || Number(expires) < Date.now() / 1000) return false;
      rememberDevice(c, account);
      return true;
    },
  };
}
