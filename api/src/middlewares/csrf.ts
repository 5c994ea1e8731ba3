import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "../lib/context.ts";
import { HttpError } from "../lib/http-error.ts";
import { ACCESS_COOKIE, REFRESH_COOKIE } from "./auth.ts";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

export const csrfMessage = "This request came from another website and was refused.";

/** The host the browser addressed (the gateway passes it on as X-Forwarded-Host). */
function ownHosts(headers: { header(name: string): string | undefined }, url: string): Set<string> {
  const hosts = new Set<string>([new URL(url).host]);
  const host = headers.header("host");
  if (host) hosts.add(host);
  const forwarded = headers.header("x-forwarded-host")?.split(",")[0]?.trim();
  if (forwarded) hosts.add(forwarded);
  return hosts;
}

/**
 * A second CSRF defence beside the SameSite=Strict cookies: a state-changing request that carries our
 * session cookies (or signs in) and names another site as its Origin, or that the browser marks as
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
          let host: string | null = null;
          try {
            host = origin === "null" ? null : new URL(origin).host;
          } catch {
            host = null;
          }
          if (!host || !ownHosts(c.req, c.req.url).has(host)) foreign = true;
        }
        if (foreign) throw new HttpError("forbidden", csrfMessage);
      }
    }
    await next();
  };
}
