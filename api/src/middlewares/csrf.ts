import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "../lib/context.ts";
import { HttpError } from "../lib/http-error.ts";
import { ACCESS_COOKIE, REFRESH_COOKIE } from "./auth.ts";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

export const csrfMessage = "This request came from another website and was refused.";

const originOf = (scheme: string, host: string): string | null => {
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return null;
  }
};

/**
 * The origins (scheme, host and port) the browser may have addressed. The gateway terminates TLS and
 * passes the browser's scheme as X-Forwarded-Proto and its host as Host or X-Forwarded-Host; a page
 * served over https must not be able to post as http, nor one host's port as another's.
 */
function ownOrigins(headers: { header(name: string): string | undefined }, url: string): Set<string> {
  const own = new URL(url);
  const proto = headers.header("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  const scheme = proto === "https" || proto === "http" ? proto : own.protocol.slice(0, -1);
  const hosts = [own.host, headers.header("host"), headers.header("x-forwarded-host")?.split(",")[0]?.trim()];
  const origins = new Set<string>();
  for (const host of hosts) {
    const origin = host ? originOf(scheme, host) : null;
    if (origin) origins.add(origin);
  }
  return origins;
}

/**
 * A second CSRF defence beside the SameSite=Strict cookies: a state-changing request that carries our
 * session cookies (or signs in) and names another origin (scheme, host or port) as its Origin, or that the browser marks as
 * cross-site, is refused with 403. Requests without these headers (scripts, webhooks) pass.
 */
export function csrfProtection(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!safeMethods.has(c.req.method)) {
      const withCookies = !!(getCookie(c, ACCESS_COOKIE) || getCookie(c, REFRESH_COOKIE));
      const signingIn = c.req.path.startsWith("/api/auth/");
      if (withCookies || signingIn) {
        const origin = c.req.header("origin");
        let foreign = c.req.header("sec-fetch-site") === "cross-site";
        if (origin !== undefined) {
          let given: string | null = null;
          try {
            given = origin === "null" ? null : new URL(origin).origin;
          } catch {
            given = null;
          }
          if (!given || !ownOrigins(c.req, c.req.url).has(given)) foreign = true;
        }
        if (foreign) throw new HttpError("forbidden", csrfMessage);
      }
    }
    await next();
  };
}
