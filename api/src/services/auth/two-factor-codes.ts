import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { twoFactorChallenges, users } from "../../db/schema.ts";
import type { Env } from "../../env.ts";
import { claimOnce } from "../rate-limit/rate-limit.ts";
import type { UserRow } from "./session-user.ts";
import {
  createTwoFactorKeys,
  matchTotp,
  newEmailCode,
  queueCodeEmail,
  totpStepTtlSeconds,
} from "./two-factor.ts";

export type ChallengeRow = typeof twoFactorChallenges.$inferSelect;

export const CHALLENGE_MINUTES = 10;
export const MAX_CHALLENGE_ATTEMPTS = 5;

/** The second-step codes of one API instance: e-mailed challenge codes, authenticator codes, recovery codes. */
export type TwoFactorCodes = ReturnType<typeof createTwoFactorCodes>;

export function createTwoFactorCodes(db: Db, env: Env) {
  const keys = createTwoFactorKeys(env.JWT_SECRET);

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

  return {
    keys,
    sendChallengeCode,
    checkTotp,
    checkChallengeCode,
    useRecoveryCode,
    liveSetupChallenge,
    consumeChallenge,
  };
}
