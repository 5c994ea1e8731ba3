import { type endpoints, recoveryCodeSchema, twoFactorMessages } from "@church/contracts";
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { twoFactorChallenges, users } from "../../db/schema.ts";
import type { AppDeps, AppEnv } from "../../lib/context.ts";
import { conflict, HttpError, notFound } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { recordAudit } from "../../services/audit/audit.ts";
import {
  findUser as findUserRow,
  loadSessionUser,
  type UserRow,
  userSnapshot,
} from "../../services/auth/session-user.ts";
import {
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  qrCodeDataUrl,
} from "../../services/auth/two-factor.ts";
import { CHALLENGE_MINUTES, type TwoFactorCodes } from "../../services/auth/two-factor-codes.ts";
import { clearRateLimit, hitRateLimit, peekRateLimit } from "../../services/rate-limit/rate-limit.ts";
import { codeLimit, invalidCode, resendLimit, tooManyAttempts } from "./auth.limits.ts";

/** Turning a second sign-in step on (authenticator app or e-mailed codes) and off. */
export function createTwoFactorHandlers(deps: AppDeps, codes: TwoFactorCodes) {
  const { db } = deps;
  const {
    keys,
    sendChallengeCode,
    checkTotp,
    checkChallengeCode,
    useRecoveryCode,
    liveSetupChallenge,
    consumeChallenge,
  } = codes;
  const sessionUser = (row: UserRow) => loadSessionUser(db, row);
  const findUser = (id: string) => findUserRow(db, id);

  /** Counts a wrong code of a signed-in user and refuses once too many were wrong. */
  async function guardCodeAttempts(c: Context<AppEnv>, userId: string) {
    const state = await peekRateLimit(db, `2fa-verify:${userId}`, codeLimit);
    if (!state.allowed) throw tooManyAttempts(c, state.retryAfterSeconds);
  }
  const countWrongCode = (userId: string) => hitRateLimit(db, `2fa-verify:${userId}`, codeLimit);

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

  return { setupTwoFactor, enableTwoFactor, disableTwoFactor };
}
