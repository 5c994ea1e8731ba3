import { authMessages, type endpoints, recoveryCodeSchema, twoFactorMessages } from "@church/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import { twoFactorChallenges, users } from "../../db/schema.ts";
import type { AppDeps, AppEnv } from "../../lib/context.ts";
import { HttpError, unauthorized } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { recordAudit } from "../../services/audit/audit.ts";
import { getDummyHash, verifyPassword } from "../../services/auth/password.ts";
import { loadSessionUser, type UserRow } from "../../services/auth/session-user.ts";
import { startSession } from "../../services/auth/sessions.ts";
import { createSignInLimits } from "../../services/auth/sign-in-limits.ts";
import {
  CHALLENGE_MINUTES,
  MAX_CHALLENGE_ATTEMPTS,
  type TwoFactorCodes,
} from "../../services/auth/two-factor-codes.ts";
import { hitRateLimit, peekRateLimit } from "../../services/rate-limit/rate-limit.ts";
import { createAuthCookies } from "./auth.cookies.ts";
import {
  challengeExpired,
  invalidCode,
  isUuid,
  resendLimit,
  tooManyAttempts,
  twoFactorAddressKey,
  twoFactorAddressLimit,
} from "./auth.limits.ts";

/** Signing in: the password, then the second step when 2FA is on, and the link that lifts a lock. */
export function createSignInHandlers(deps: AppDeps, codes: TwoFactorCodes) {
  const { db, env } = deps;
  const { sendChallengeCode, checkTotp, checkChallengeCode, useRecoveryCode, consumeChallenge } = codes;
  const { issueCookies } = createAuthCookies(deps);
  const limits = createSignInLimits(db, env);
  const lifetimes = {
    idleSeconds: env.REFRESH_IDLE_TTL_SECONDS,
    absoluteSeconds: env.REFRESH_ABSOLUTE_TTL_SECONDS,
  };
  const sessionUser = (row: UserRow) => loadSessionUser(db, row);

  /** Starts the session of a fully signed-in user and answers like a plain sign-in. */
  async function completeSignIn(c: Context<AppEnv>, user: UserRow) {
    const { sessionId, refreshToken } = await startSession(
      db,
      user.id,
      lifetimes,
      c.req.header("user-agent"),
    );
    const [updated] = await db
      .update(users)
      .set({ lastLogin: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    const row = updated ?? user;
    await issueCookies(c, row, sessionId, refreshToken);
    // Signed in all the way (2FA included): this browser gets past the account's crowd lock from now on.
    limits.trust(c, row.email);
    deps.logger.info({ userId: user.id, requestId: c.get("requestId") }, "staff signed in");
    return { user: await sessionUser(row), expiresIn: env.ACCESS_TOKEN_TTL_SECONDS };
  }

  const login: Handler<typeof endpoints.auth.login> = async ({ c, body }) => {
    // Locked out: refused before the password is even checked; the refusal counts nothing.
    await limits.check(c, body.email);
    const [user] = await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, body.email.toLowerCase()))
      .limit(1);
    // Unknown e-mail and wrong password take the same path and time, and get the same answer.
    const valid = await verifyPassword(body.password, user?.passwordHash ?? (await getDummyHash()));
    if (!user || !valid) {
      await limits.failed(c, body.email, user?.email ?? null);
      throw unauthorized(authMessages.invalidCredentials);
    }
    await limits.succeeded(c, body.email);
    if (user.status !== "active") throw new HttpError("forbidden", authMessages.accessDenied);

    if (user.twoFactorEnabled && user.twoFactorMethod) {
      const method = user.twoFactorMethod;
      const challengeId = await db.transaction(async (tx) => {
        const [challenge] = await tx
          .insert(twoFactorChallenges)
          .values({
            userId: user.id,
            purpose: "login",
            method,
            expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
          })
          .returning({ id: twoFactorChallenges.id });
        if (!challenge) throw new Error("challenge insert returned nothing");
        if (method === "email") await sendChallengeCode(tx, challenge.id, user.email, "login");
        return challenge.id;
      });
      return { twoFactorRequired: true as const, method, challengeId };
    }
    return completeSignIn(c, user);
  };

  // A GET, as links in e-mails are: it only marks the browser, so a link scanner opening it changes nothing.
  const unlock: Handler<typeof endpoints.auth.unlock> = ({ c, query }) =>
    c.redirect(`/admin-login?unlocked=${limits.unlock(c, query.token) ? "1" : "0"}`, 303);

  const loginTwoFactor: Handler<typeof endpoints.auth.loginTwoFactor> = async ({ c, body }) => {
    const address = twoFactorAddressKey(c);
    const limited = await peekRateLimit(db, address, twoFactorAddressLimit);
    if (!limited.allowed) throw tooManyAttempts(c, limited.retryAfterSeconds);
    if (!isUuid(body.challengeId)) throw challengeExpired();
    const [challenge] = await db
      .select()
      .from(twoFactorChallenges)
      .where(and(eq(twoFactorChallenges.id, body.challengeId), eq(twoFactorChallenges.purpose, "login")))
      .limit(1);
    if (
      !challenge ||
      challenge.consumedAt ||
      challenge.expiresAt <= new Date() ||
      challenge.attempts >= MAX_CHALLENGE_ATTEMPTS
    ) {
      throw challengeExpired();
    }
    const [user] = await db.select().from(users).where(eq(users.id, challenge.userId)).limit(1);
    if (!user?.twoFactorEnabled) throw challengeExpired();
    if (user.status !== "active") throw new HttpError("forbidden", authMessages.accessDenied);

    const recovery = recoveryCodeSchema.safeParse(body.code);
    let ok: boolean;
    if (recovery.success) ok = await useRecoveryCode(user, recovery.data);
    else if (challenge.method === "totp") ok = await checkTotp(user, body.code, "confirmed");
    else ok = await checkChallengeCode(challenge, body.code);
    if (!ok) {
      if (challenge.method === "totp" || recovery.success) {
        await db
          .update(twoFactorChallenges)
          .set({ attempts: sql`${twoFactorChallenges.attempts} + 1` })
          .where(eq(twoFactorChallenges.id, challenge.id));
      }
      await hitRateLimit(db, address, twoFactorAddressLimit);
      throw invalidCode();
    }
    // Two tabs sending the same right code: only one gets the session.
    if (!(await consumeChallenge(challenge.id))) throw challengeExpired();
    if (recovery.success) {
      await recordAudit(db, {
        actor: user,
        action: "user.2fa_recovery_code_used",
        entityType: "user",
        entityId: user.id,
        after: { recoveryCodesLeft: user.twoFactorRecoveryCodes.length - 1 },
      });
    }
    return completeSignIn(c, user);
  };

  const resendTwoFactorCode: Handler<typeof endpoints.auth.resendTwoFactorCode> = async ({ c, body }) => {
    if (!isUuid(body.challengeId)) throw challengeExpired();
    const [challenge] = await db
      .select()
      .from(twoFactorChallenges)
      .where(
        and(
          eq(twoFactorChallenges.id, body.challengeId),
          eq(twoFactorChallenges.purpose, "login"),
          eq(twoFactorChallenges.method, "email"),
        ),
      )
      .limit(1);
    if (!challenge || challenge.consumedAt || challenge.expiresAt <= new Date()) {
      throw challengeExpired();
    }
    const state = await hitRateLimit(db, `2fa-resend:${challenge.id}`, resendLimit);
    if (!state.allowed) {
      c.header("retry-after", String(state.retryAfterSeconds));
      throw new HttpError("rate_limited", twoFactorMessages.resendTooSoon);
    }
    const [user] = await db.select().from(users).where(eq(users.id, challenge.userId)).limit(1);
    if (!user) throw challengeExpired();
    await db.transaction(async (tx) => {
      await sendChallengeCode(tx, challenge.id, user.email, "login");
    });
    return { success: true as const, message: twoFactorMessages.codeSent };
  };

  return { login, unlock, loginTwoFactor, resendTwoFactorCode };
}
