import { accountLinkMessages, type endpoints } from "@church/contracts";
import { eq, sql } from "drizzle-orm";
import { users } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import { badRequest } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { recordAudit } from "../../services/audit/audit.ts";
import { sendAccountLink, spendAccountLink } from "../../services/auth/account-links.ts";
import { hashPassword } from "../../services/auth/password.ts";
import { endUserSessions } from "../../services/auth/sessions.ts";
import {
  emailKey,
  enforceFormLimit,
  enforceRateLimit,
  type FormLimit,
  type RateLimitRule,
} from "../../services/rate-limit/rate-limit.ts";

/** Reset requests from one address for one e-mail, and from one address for any (a church's Wi-Fi). */
export const resetFormLimit: FormLimit = {
  name: "password-reset",
  perPerson: { limit: 3, windowSeconds: 15 * 60 },
  perAddress: { limit: 20, windowSeconds: 60 * 60 },
  message: accountLinkMessages.tooManyRequests,
};
/** One inbox, whoever asks from wherever: a flood of reset e-mails to one person stops at 5 an hour. */
export const resetEmailLimit: RateLimitRule = { limit: 5, windowSeconds: 60 * 60 };

/**
 * Every reset request answers after at least this long, known address or not: the e-mail's work
 * (a token, an outbox row) happens only for a known one and must not show in the answer's time.
 */
export const RESET_ANSWER_MS = 400;

const linkInvalid = () =>
  badRequest(accountLinkMessages.linkInvalid, { token: accountLinkMessages.linkInvalid });

/** "Forgot password" and invitation links: ask for one, and set a password with one. */
export function createAccountLinkHandlers(deps: AppDeps) {
  const { db, env } = deps;

  const requestPasswordReset: Handler<typeof endpoints.auth.requestPasswordReset> = async ({ c, body }) => {
    const started = Date.now();
    const email = body.email.toLowerCase();
    await enforceFormLimit(c, db, resetFormLimit, email);
    await enforceRateLimit(c, db, {
      ...resetEmailLimit,
      name: "password-reset:email",
      key: () => emailKey(email),
      message: accountLinkMessages.tooManyRequests,
    });
    const [user] = await db
      .select({ id: users.id, email: users.email, name: users.name, status: users.status })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email))
      .limit(1);
    // A paused account gets nothing: a reset must not be a way around the pause.
    if (user && user.status === "active") {
      await db.transaction((tx) => sendAccountLink(tx, env, user, "reset"));
    }
    const left = RESET_ANSWER_MS - (Date.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
    return { success: true as const, message: accountLinkMessages.resetRequested };
  };

  const setPassword: Handler<typeof endpoints.auth.setPassword> = async ({ body }) => {
    // Hashed before the transaction: scrypt is slow and must not hold the row locks.
    const passwordHash = await hashPassword(body.newPassword);
    await db.transaction(async (tx) => {
      const userId = await spendAccountLink(tx, body.token, body.purpose);
      if (!userId) throw linkInvalid();
      const [row] = await tx
        .update(users)
        .set({ passwordHash })
        .where(eq(users.id, userId))
        .returning({ id: users.id, name: users.name, email: users.email, status: users.status });
      // A paused account is not changed by a link (it rolls back; the admin activates it first).
      if (row?.status !== "active") throw linkInvalid();
      // The same path as a password change: whoever held a session of this account is signed out.
      await endUserSessions(tx, userId);
      await recordAudit(tx, {
        actor: row,
        action: body.purpose === "reset" ? "user.password_reset" : "user.invitation_accepted",
        entityType: "user",
        entityId: userId,
      });
    });
    return { success: true as const, message: accountLinkMessages.passwordSet };
  };

  return { requestPasswordReset, setPassword };
}
