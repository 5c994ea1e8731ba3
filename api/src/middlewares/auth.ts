import { type Access, authMessages, twoFactorMessages } from "@church/contracts";
import { and, eq, isNull } from "drizzle-orm";
import type { HonoRequest, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { sessions, users } from "../db/schema.ts";
import type { AppDeps, AppEnv } from "../lib/context.ts";
import { HttpError, unauthorized } from "../lib/http-error.ts";
import { needsTwoFactorSetup } from "../services/auth/security-settings.ts";

export const ACCESS_COOKIE = "access_token";
export const REFRESH_COOKIE = "refresh_token";

/** The access token from the httpOnly cookie, or a bearer header (scripts, tests, the spec's calls). */
function readAccessToken(header: string | undefined, cookie: string | undefined): string | undefined {
  if (header?.startsWith("Bearer ")) return header.slice(7).trim() || undefined;
  return cookie;
}

/**
 * Requests of accounts that must still set up 2FA (an admin requires it for their role). Kept beside
 * the request rather than on the user, so handlers see the same AuthUser either way. Keyed on Hono's
 * request, which lasts the whole call: the raw Request is replaced when a chunked body is read for its
 * size limit (route.ts), and the rule then no longer applied.
 */
const pendingTwoFactorSetup = new WeakSet<HonoRequest>();

/** While 2FA setup is required, only the account's own calls under /api/auth/ are answered. */
const allowedDuringSetup = (path: string) => path.startsWith("/api/auth/");

/**
 * Identifies the caller on every API request that carries a token. The user and the session are read
 * from the database each time, so pausing an account, logging out or a password change take effect at once.
 */
export function loadUser(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("user", null);
    const token = readAccessToken(c.req.header("authorization"), getCookie(c, ACCESS_COOKIE));
    if (token) {
      const claims = await deps.tokens.verifyAccess(token);
      if (claims) {
        const [row] = await deps.db
          .select({
            id: users.id,
            email: users.email,
            name: users.name,
            role: users.role,
            status: users.status,
            twoFactorEnabled: users.twoFactorEnabled,
          })
          .from(users)
          .innerJoin(sessions, eq(sessions.userId, users.id))
          .where(and(eq(users.id, claims.sub), eq(sessions.id, claims.sid), isNull(sessions.revokedAt)))
          .limit(1);
        if (row?.status === "active") {
          c.set("user", {
            id: row.id,
            email: row.email,
            name: row.name,
            role: row.role,
            sessionId: claims.sid,
          });
          if (await needsTwoFactorSetup(deps.db, row)) pendingTwoFactorSetup.add(c.req);
        }
      }
    }
    await next();
  };
}

/**
 * 401 without a valid session, 403 when the role may not call the endpoint, and 403 with the reason
 * while the account must first set up 2FA (public endpoints are never affected).
 */
export function requireAccess(access: Access): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (access !== "public") {
      const user = c.get("user");
      if (!user) throw unauthorized(authMessages.sessionExpired);
      if (!access.includes(user.role))
        throw new HttpError("forbidden", "You do not have permission to do this");
      if (pendingTwoFactorSetup.has(c.req) && !allowedDuringSetup(c.req.path))
        throw new HttpError("forbidden", twoFactorMessages.setupRequired);
    }
    await next();
  };
}
