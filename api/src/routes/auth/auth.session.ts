import { authMessages, type endpoints } from "@church/contracts";
import { eq } from "drizzle-orm";
import { getCookie } from "hono/cookie";
import { sessions, users } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import { hashToken } from "../../lib/hash-token.ts";
import { HttpError, unauthorized } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { REFRESH_COOKIE } from "../../middlewares/auth.ts";
import { findUser, loadSessionUser, type UserRow } from "../../services/auth/session-user.ts";
import { endSessionFamily, rotateSession } from "../../services/auth/sessions.ts";
import { createAuthCookies } from "./auth.cookies.ts";

/** A signed-in browser's session: renewing it, ending it, and who is signed in. */
export function createSessionHandlers(deps: AppDeps) {
  const { db, env } = deps;
  const { issueCookies, clearCookies } = createAuthCookies(deps);
  const lifetimes = {
    idleSeconds: env.REFRESH_IDLE_TTL_SECONDS,
    absoluteSeconds: env.REFRESH_ABSOLUTE_TTL_SECONDS,
  };
  const sessionUser = (row: UserRow) => loadSessionUser(db, row);

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
    user: await sessionUser(await findUser(db, user.id)),
  });

  return { refresh, logout, session, me };
}
