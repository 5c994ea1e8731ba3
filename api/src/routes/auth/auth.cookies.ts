import { signedInHintCookie } from "@church/contracts";
import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import type { AppDeps, AppEnv } from "../../lib/context.ts";
import { ACCESS_COOKIE, REFRESH_COOKIE } from "../../middlewares/auth.ts";
import type { UserRow } from "../../services/auth/session-user.ts";

/** The access and refresh cookies a signed-in browser holds. */
export function createAuthCookies(deps: AppDeps) {
  const { env, tokens } = deps;

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
    // Not the session: a hint for the public site's pages, which never receive the cookies above.
    setCookie(c, signedInHintCookie, "1", {
      secure: env.COOKIE_SECURE,
      sameSite: "Lax",
      path: "/",
      maxAge: env.REFRESH_ABSOLUTE_TTL_SECONDS,
    });
  }

  function clearCookies(c: Context<AppEnv>) {
    deleteCookie(c, ACCESS_COOKIE, { path: "/api", secure: env.COOKIE_SECURE });
    deleteCookie(c, REFRESH_COOKIE, { path: "/api/auth", secure: env.COOKIE_SECURE });
    deleteCookie(c, signedInHintCookie, { path: "/", secure: env.COOKIE_SECURE });
  }

  return { issueCookies, clearCookies };
}
