import { authMessages, type endpoints, passwordMessages } from "@church/contracts";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import { badRequest } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { recordAudit } from "../../services/audit/audit.ts";
import { hashPassword, verifyPassword } from "../../services/auth/password.ts";
import { findUser } from "../../services/auth/session-user.ts";
import { endUserSessions } from "../../services/auth/sessions.ts";

/** A signed-in staff member changing their own password (the other sessions end). */
export function createPasswordHandlers(deps: AppDeps) {
  const { db } = deps;

  const changePassword: Handler<typeof endpoints.auth.changePassword> = async ({ user, body }) => {
    const row = await findUser(db, user.id);
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

  /** Only the own account, only a language: nothing to audit. */
  const setLanguage: Handler<typeof endpoints.auth.setLanguage> = async ({ user, body }) => {
    await db.update(users).set({ language: body.language }).where(eq(users.id, user.id));
    return { success: true as const };
  };

  return { changePassword, setLanguage };
}
