import {
  authMessages,
  type endpoints,
  passwordMessages,
  recoveryCodeSchema,
  type SessionUser,
  twoFactorMessages,
} from "@church/contracts";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { Db } from "../../db/client.ts";
import { sessions, twoFactorChallenges, users } from "../../db/schema.ts";
import type { AppDeps, AppEnv } from "../../lib/context.ts";
import { badRequest, conflict, HttpError, notFound, unauthorized } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { ACCESS_COOKIE, REFRESH_COOKIE } from "../../middlewares/auth.ts";
import { recordAudit } from "../../services/audit/audit.ts";
import { getDummyHash, hashPassword, verifyPassword } from "../../services/auth/password.ts";
import {
  getSecuritySettings,
  needsTwoFactorSetup,
  saveSecuritySettings,
} from "../../services/auth/security-settings.ts";
import {
  endSessionFamily,
  endUserSessions,
  rotateSession,
  startSession,
} from "../../services/auth/sessions.ts";
import { createSignInLimits } from "../../services/auth/sign-in-limits.ts";
import { hashToken } from "../../services/auth/tokens.ts";
import {
  createTwoFactorKeys,
  matchTotp,
  newEmailCode,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  qrCodeDataUrl,
  queueCodeEmail,
  totpStepTtlSeconds,
} from "../../services/auth/two-factor.ts";
import {
  claimOnce,
  clearRateLimit,
  clientAddress,
  hitRateLimit,
  peekRateLimit,
  type RateLimitRule,
} from "../../services/rate-limit/rate-limit.ts";

type UserRow = typeof users.$inferSelect;
type ChallengeRow = typeof twoFactorChallenges.$inferSelect;

export function toSessionUser(row: UserRow, twoFactorSetupRequired?: boolean): SessionUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    username: row.username,
    role: row.role,
    status: row.status,
    twoFactorEnabled: row.twoFactorEnabled,
    twoFactorMethod: row.twoFactorMethod ?? null,
    lastLogin: row.lastLogin ? row.lastLogin.toISOString() : null,
    ...(twoFactorSetupRequired === undefined ? {} : { twoFactorSetupRequired }),
  };
}

/**
 * Wrong second-step codes: 20 per address within a minute, then growing locks (only that address's:
 * the wrong password limits are in services/auth/sign-in-limits.ts).
 */
const twoFactorAddressLimit: RateLimitRule = {
  limit: 20,
  windowSeconds: 60,
  growing: true,
  maxLockSeconds: 15 * 60,
};
/** Wrong codes while signed in (enable, disable): 5 per 5 minutes per account. */
const codeLimit: RateLimitRule = { limit: 5, windowSeconds: 300, growing: true };
/** New e-mailed codes for one challenge: 3 per 5 minutes. */
const resendLimit: RateLimitRule = { limit: 3, windowSeconds: 300 };

const CHALLENGE_MINUTES = 10;
const MAX_CHALLENGE_ATTEMPTS = 5;

const twoFactorAddressKey = (c: Context<AppEnv>) => `login-2fa-address:${clientAddress(c)}`;
const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

const invalidCode = () => badRequest(twoFactorMessages.invalidCode, { code: twoFactorMessages.invalidCode });
const challengeExpired = () => unauthorized(twoFactorMessages.challengeExpired);

function tooManyAttempts(c: Context<AppEnv>, retryAfterSeconds: number): HttpError {
  c.header("retry-after", String(retryAfterSeconds));
  return new HttpError("rate_limited", authMessages.tooManyAttempts);
}

/** What the audit log keeps of an account: never hashes or secrets. */
export const userSnapshot = (row: UserRow) => ({
  username: row.username,
  email: row.email,
  name: row.name,
  role: row.role,
  status: row.status,
  twoFactorEnabled: row.twoFactorEnabled,
  twoFactorMethod: row.twoFactorMethod,
});

export function createAuthHandlers(deps: AppDeps) {
  const { db, env, tokens } = deps;
  const keys = createTwoFactorKeys(env.JWT_SECRET);
  const limits = createSignInLimits(db, env);
  const lifetimes = {
    idleSeconds: env.REFRESH_IDLE_TTL_SECONDS,
    absoluteSeconds: env.REFRESH_ABSOLUTE_TTL_SECONDS,
  };

  async function issueCookies(c: Context<AppEnv>, user: UserRow, sessionId: string, refreshToken: string) {
    const access = await tokens.signAccess({ sub: user.id, sid: sessionId, role: user.role });
    // Strict same-site cookies: never sent on cross-site requests, which is the CSRF defence for these calls.
    setCookie(c, ACCESS_COOKIE, access, {
      httpOnly: true,
      secure: env.COOKIE_SECURE,
      sameSite: "Strict",
      path: "/api",
      maxAge: env.ACCESS_TOKEN_TTL_SECONDS,
    });
    setCookie(c, REFRESH_COOKIE, refreshToken, {
      httpOnly: true,
      secure: env.COOKIE_SECURE,
      sameSite: "Strict",
      path: "/api/auth",
      maxAge: env.REFRESH_ABSOLUTE_TTL_SECONDS,
    });
  }

  function clearCookies(c: Context<AppEnv>) {
    deleteCookie(c, ACCESS_COOKIE, { path: "/api", secure: env.COOKIE_SECURE });
    deleteCookie(c, REFRESH_COOKIE, { path: "/api/auth", secure: env.COOKIE_SECURE });
  }

  const sessionUser = async (row: UserRow) => toSessionUser(row, await needsTwoFactorSetup(db, row));

  async function findUser(id: string): Promise<UserRow> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    if (!row) throw notFound("User not found");
    return row;
  }

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

  /** A new e-mailed code for a challenge (stored as a hash bound to the challenge) and its e-mail. */
  async function sendChallengeCode(tx: Db, challengeId: string, to: string, purpose: "login" | "setup") {
    const code = newEmailCode();
    await tx
      .update(twoFactorChallenges)
      .set({ codeHash: keys.hashCode(code, challengeId) })
      .where(eq(twoFactorChallenges.id, challengeId));
    await queueCodeEmail(tx, to, code, purpose, CHALLENGE_MINUTES);
  }

  /** True when the 6-digit code is the user's current authenticator code, claimed once. */
  async function checkTotp(user: UserRow, code: string, secretColumn: "confirmed" | "pending") {
    const stored = secretColumn === "confirmed" ? user.twoFactorSecret : user.twoFactorPendingSecret;
    const secret = stored ? keys.decrypt(stored) : null;
    if (!secret) return false;
    const step = matchTotp(secret, code);
    if (step === null) return false;
    // A code seen once is spent, even inside its 30-second window (replay of an observed code).
    return claimOnce(db, `totp-used:${user.id}:${step}`, totpStepTtlSeconds);
  }

  /** True when the code matches the challenge's e-mailed code; wrong codes use up the challenge's attempts. */
  async function checkChallengeCode(challenge: ChallengeRow, code: string): Promise<boolean> {
    const ok =
      challenge.codeHash !== null && keys.sameHash(challenge.codeHash, keys.hashCode(code, challenge.id));
    if (!ok) {
      await db
        .update(twoFactorChallenges)
        .set({ attempts: sql`${twoFactorChallenges.attempts} + 1` })
        .where(eq(twoFactorChallenges.id, challenge.id));
    }
    return ok;
  }

  /** Spends one recovery code; the list is swapped only if nobody spent one in the meantime. */
  async function useRecoveryCode(user: UserRow, code: string): Promise<boolean> {
    const hash = keys.hashCode(code, user.id);
    const remaining = user.twoFactorRecoveryCodes.filter((h) => !keys.sameHash(h, hash));
    if (remaining.length === user.twoFactorRecoveryCodes.length) return false;
    const swapped = await db
      .update(users)
      .set({ twoFactorRecoveryCodes: remaining })
      .where(
        and(
          eq(users.id, user.id),
          sql`${users.twoFactorRecoveryCodes} = ${JSON.stringify(user.twoFactorRecoveryCodes)}::jsonb`,
        ),
      )
      .returning({ id: users.id });
    return swapped.length > 0;
  }

  /** The newest live e-mailed setup code of a user (also confirms a disable). */
  async function liveSetupChallenge(userId: string): Promise<ChallengeRow | undefined> {
    const [row] = await db
      .select()
      .from(twoFactorChallenges)
      .where(
        and(
          eq(twoFactorChallenges.userId, userId),
          eq(twoFactorChallenges.purpose, "setup"),
          isNull(twoFactorChallenges.consumedAt),
          gt(twoFactorChallenges.expiresAt, new Date()),
        ),
      )
      .orderBy(desc(twoFactorChallenges.createdAt))
      .limit(1);
    return row && row.attempts < MAX_CHALLENGE_ATTEMPTS ? row : undefined;
  }

  async function consumeChallenge(id: string): Promise<boolean> {
    const done = await db
      .update(twoFactorChallenges)
      .set({ consumedAt: new Date() })
      .where(and(eq(twoFactorChallenges.id, id), isNull(twoFactorChallenges.consumedAt)))
      .returning({ id: twoFactorChallenges.id });
    return done.length > 0;
  }

  /** Counts a wrong code of a signed-in user and refuses once too many were wrong. */
  async function guardCodeAttempts(c: Context<AppEnv>, userId: string) {
    const state = await peekRateLimit(db, `2fa-verify:${userId}`, codeLimit);
    if (!state.allowed) throw tooManyAttempts(c, state.retryAfterSeconds);
  }
  const countWrongCode = (userId: string) => hitRateLimit(db, `2fa-verify:${userId}`, codeLimit);

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

  const refresh: Handler<typeof endpoints.auth.refresh> = async ({ c }) => {
    const token = getCookie(c, REFRESH_COOKIE);
    if (!token) throw unauthorized(authMessages.sessionExpired);
    const result = await rotateSession(db, token, lifetimes);
    if (!result.ok) {
      clearCookies(c);
      if (result.reason === "reused")
        deps.logger.warn({ requestId: c.get("requestId") }, "refresh token reuse: family revoked");
      if (result.reason === "paused") throw new HttpError("forbidden", authMessages.accessDenied);
      throw unauthorized(authMessages.sessionExpired);
    }
    await issueCookies(c, result.user, result.sessionId, result.refreshToken);
    return { user: await sessionUser(result.user), expiresIn: env.ACCESS_TOKEN_TTL_SECONDS };
  };

  const logout: Handler<typeof endpoints.auth.logout> = async ({ c, user }) => {
    if (user) await endSessionFamily(db, user.sessionId);
    else {
      // An expired access token: end the session the refresh cookie belongs to.
      const token = getCookie(c, REFRESH_COOKIE);
      if (token) {
        const [row] = await db
          .select({ id: sessions.id })
          .from(sessions)
          .where(eq(sessions.tokenHash, hashToken(token)));
        if (row) await endSessionFamily(db, row.id);
      }
    }
    clearCookies(c);
    return { success: true as const };
  };

  const session: Handler<typeof endpoints.auth.session> = async ({ c, user }) => {
    if (user) {
      const [row] = await db.select().from(users).where(eq(users.id, user.id)).limit(1);
      return { user: row ? await sessionUser(row) : null };
    }
    const token = getCookie(c, REFRESH_COOKIE);
    if (!token) return { user: null };
    // An expired access token with a live refresh token: renew here, so the apps need one call.
    const result = await rotateSession(db, token, lifetimes);
    if (!result.ok) {
      clearCookies(c);
      return { user: null };
    }
    await issueCookies(c, result.user, result.sessionId, result.refreshToken);
    return { user: await sessionUser(result.user) };
  };

  const me: Handler<typeof endpoints.auth.me> = async ({ user }) => ({
    user: await sessionUser(await findUser(user.id)),
  });

  const changePassword: Handler<typeof endpoints.auth.changePassword> = async ({ user, body }) => {
    const row = await findUser(user.id);
    if (!(await verifyPassword(body.currentPassword, row.passwordHash))) {
      throw badRequest(authMessages.wrongCurrentPassword, {
        currentPassword: authMessages.wrongCurrentPassword,
      });
    }
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(body.newPassword) })
      .where(eq(users.id, user.id));
    await endUserSessions(db, user.id, user.sessionId);
    await recordAudit(db, {
      actor: user,
      action: "user.password_change",
      entityType: "user",
      entityId: user.id,
    });
    return { success: true as const, message: passwordMessages.changed };
  };

  const setupTwoFactor: Handler<typeof endpoints.auth.setupTwoFactor> = async ({ c, user, body }) => {
    const row = await findUser(user.id);
    if (body.method === "totp") {
      if (row.twoFactorEnabled) throw conflict(twoFactorMessages.alreadyEnabled);
      const secret = newTotpSecret();
      await db
        .update(users)
        .set({ twoFactorPendingSecret: keys.encrypt(secret) })
        .where(eq(users.id, row.id));
      const url = otpauthUrl(secret, row.email);
      return { method: "totp" as const, secret, otpauthUrl: url, qrCodeDataUrl: await qrCodeDataUrl(url) };
    }
    // E-mail: a code to finish the setup, or (2FA already on) to confirm turning it off.
    if (row.twoFactorEnabled && row.twoFactorMethod !== "email")
      throw conflict(twoFactorMessages.alreadyEnabled);
    const state = await hitRateLimit(db, `2fa-email-setup:${row.id}`, resendLimit);
    if (!state.allowed) {
      c.header("retry-after", String(state.retryAfterSeconds));
      throw new HttpError("rate_limited", twoFactorMessages.resendTooSoon);
    }
    await db.transaction(async (tx) => {
      const [challenge] = await tx
        .insert(twoFactorChallenges)
        .values({
          userId: row.id,
          purpose: "setup",
          method: "email",
          expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
        })
        .returning({ id: twoFactorChallenges.id });
      if (!challenge) throw new Error("challenge insert returned nothing");
      await sendChallengeCode(tx, challenge.id, row.email, "setup");
    });
    return { method: "email" as const, secret: null, otpauthUrl: null, qrCodeDataUrl: null };
  };

  const enableTwoFactor: Handler<typeof endpoints.auth.enableTwoFactor> = async ({ c, user, body }) => {
    const row = await findUser(user.id);
    if (row.twoFactorEnabled) throw conflict(twoFactorMessages.alreadyEnabled);
    await guardCodeAttempts(c, row.id);
    const setup = body.method === "email" ? undefined : row.twoFactorPendingSecret;
    const method = body.method ?? (setup ? "totp" : "email");
    let ok: boolean;
    if (method === "totp") {
      if (!row.twoFactorPendingSecret) throw conflict(twoFactorMessages.noSetupStarted);
      ok = await checkTotp(row, body.code, "pending");
    } else {
      const challenge = await liveSetupChallenge(row.id);
      if (!challenge) throw conflict(twoFactorMessages.noSetupStarted);
      ok = (await checkChallengeCode(challenge, body.code)) && (await consumeChallenge(challenge.id));
    }
    if (!ok) {
      await countWrongCode(row.id);
      throw invalidCode();
    }
    const recoveryCodes = newRecoveryCodes();
    const [updated] = await db
      .update(users)
      .set({
        twoFactorEnabled: true,
        twoFactorMethod: method,
        twoFactorSecret: method === "totp" ? row.twoFactorPendingSecret : null,
        twoFactorPendingSecret: null,
        twoFactorRecoveryCodes: recoveryCodes.map((code) => keys.hashCode(code, row.id)),
      })
      .where(eq(users.id, row.id))
      .returning();
    if (!updated) throw notFound("User not found");
    await clearRateLimit(db, `2fa-verify:${row.id}`);
    await recordAudit(db, {
      actor: user,
      action: "user.2fa_enable",
      entityType: "user",
      entityId: row.id,
      before: userSnapshot(row),
      after: userSnapshot(updated),
    });
    return { user: await sessionUser(updated), recoveryCodes };
  };

  const disableTwoFactor: Handler<typeof endpoints.auth.disableTwoFactor> = async ({ c, user, body }) => {
    const row = await findUser(user.id);
    if (!row.twoFactorEnabled) throw conflict(twoFactorMessages.notEnabled);
    await guardCodeAttempts(c, row.id);
    const recovery = recoveryCodeSchema.safeParse(body.code);
    let ok: boolean;
    if (recovery.success) ok = await useRecoveryCode(row, recovery.data);
    else if (row.twoFactorMethod === "totp") ok = await checkTotp(row, body.code, "confirmed");
    else {
      const challenge = await liveSetupChallenge(row.id);
      ok =
        !!challenge &&
        (await checkChallengeCode(challenge, body.code)) &&
        (await consumeChallenge(challenge.id));
    }
    if (!ok) {
      await countWrongCode(row.id);
      throw invalidCode();
    }
    const [updated] = await db
      .update(users)
      .set({
        twoFactorEnabled: false,
        twoFactorMethod: null,
        twoFactorSecret: null,
        twoFactorPendingSecret: null,
        twoFactorRecoveryCodes: [],
      })
      .where(eq(users.id, row.id))
      .returning();
    if (!updated) throw notFound("User not found");
    await recordAudit(db, {
      actor: user,
      action: "user.2fa_disable",
      entityType: "user",
      entityId: row.id,
      before: userSnapshot(row),
      after: userSnapshot(updated),
    });
    return { user: await sessionUser(updated) };
  };

  const securitySettings: Handler<typeof endpoints.auth.securitySettings> = async () =>
    getSecuritySettings(db);

  const updateSecuritySettings: Handler<typeof endpoints.auth.updateSecuritySettings> = async ({
    user,
    body,
  }) => {
    const before = await getSecuritySettings(db);
    if (body.requireTwoFactorForPastoral && !before.requireTwoFactorForPastoral) {
      // Otherwise the admin who turns it on would be the first one shut out of the dashboard.
      const row = await findUser(user.id);
      if (!row.twoFactorEnabled) throw conflict(twoFactorMessages.ownTwoFactorFirst);
    }
    await saveSecuritySettings(db, body);
    await recordAudit(db, {
      actor: user,
      action: "security_settings.update",
      entityType: "security_settings",
      before,
      after: body,
    });
    return body;
  };

  return {
    login,
    unlock,
    loginTwoFactor,
    resendTwoFactorCode,
    refresh,
    logout,
    session,
    me,
    changePassword,
    setupTwoFactor,
    enableTwoFactor,
    disableTwoFactor,
    securitySettings,
    updateSecuritySettings,
  };
}
