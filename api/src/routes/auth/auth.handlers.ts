import { authMessages, type endpoints, type SessionUser } from "@church/contracts";
import { eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { sessions, users } from "../../db/schema.ts";
import type { AppDeps, AppEnv } from "../../lib/context.ts";
import { badRequest, HttpError, notFound, unauthorized } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { ACCESS_COOKIE, REFRESH_COOKIE } from "../../middlewares/auth.ts";
import { getDummyHash, hashPassword, verifyPassword } from "../../services/auth/password.ts";
import {
  endSessionFamily,
  endUserSessions,
  rotateSession,
  startSession,
} from "../../services/auth/sessions.ts";
import { hashToken } from "../../services/auth/tokens.ts";

type UserRow = typeof users.$inferSelect;

export function toSessionUser(row: UserRow): SessionUser {
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
  };
}

export function createAuthHandlers(deps: AppDeps) {
  const { db, env, tokens } = deps;
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

  const login: Handler<typeof endpoints.auth.login> = async ({ c, body }) => {
    const [user] = await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, body.email.toLowerCase()))
      .limit(1);
    // Unknown e-mail and wrong password take the same path and time, and get the same answer.
    const valid = await verifyPassword(body.password, user?.passwordHash ?? (await getDummyHash()));
    if (!user || !valid) throw unauthorized(authMessages.invalidCredentials);
    if (user.status !== "active") throw new HttpError("forbidden", authMessages.accessDenied);
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
    await issueCookies(c, updated ?? user, sessionId, refreshToken);
    deps.logger.info({ userId: user.id, requestId: c.get("requestId") }, "staff signed in");
    return { user: toSessionUser(updated ?? user), expiresIn: env.ACCESS_TOKEN_TTL_SECONDS };
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
    return { user: toSessionUser(result.user), expiresIn: env.ACCESS_TOKEN_TTL_SECONDS };
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
      return { user: row ? toSessionUser(row) : null };
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
    return { user: toSessionUser(result.user) };
  };

  const me: Handler<typeof endpoints.auth.me> = async ({ user }) => {
    const [row] = await db.select().from(users).where(eq(users.id, user.id)).limit(1);
    if (!row) throw notFound("User not found");
    return { user: toSessionUser(row) };
  };

  const changePassword: Handler<typeof endpoints.auth.changePassword> = async ({ user, body }) => {
    const [row] = await db.select().from(users).where(eq(users.id, user.id)).limit(1);
    if (!row) throw notFound("User not found");
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
    return { success: true as const, message: "Password changed successfully" };
  };

  return { login, refresh, logout, session, me, changePassword };
}
