import {
  nonPageSecurityHeaders as nonPageHeaders,
  type SecurityHeaderSettings,
  securityHeaderRecord as securityHeaderRecordOf,
  securityHeaders as securityHeadersOf,
} from "@church/web-server";
import type { AppDeps } from "../lib/context.ts";

/**
 * This instance's settings of the security headers (the policies themselves are shared with the public
 * site's own server: infra/web-server/src/security-headers.ts): the remote entries (REMOTE_*), and HSTS
 * when cookies are Secure (production behind HTTPS).
 */
export function securityHeaderSettings(deps: Pick<AppDeps, "env">): SecurityHeaderSettings {
  return {
    remoteEntries: [deps.env.REMOTE_PUBLIC_SITE, deps.env.REMOTE_ADMIN_PORTAL, deps.env.REMOTE_PASTOR_CRM],
    hsts: deps.env.COOKIE_SECURE,
  };
}

/** The security headers of an answer that is not an HTML page (JSON, files, feeds, plain-text errors). */
export function nonPageSecurityHeaders(deps: Pick<AppDeps, "env">): Record<string, string> {
  return nonPageHeaders(securityHeaderSettings(deps));
}

/**
 * Security headers on every answer (the app's CSP on its pages, a strict one on the rest); returns what
 * sets them on an answer's headers (answer-headers.ts does, after the handler).
 */
export function securityHeaders(deps: Pick<AppDeps, "env">): (path: string, headers: Headers) => void {
  return securityHeadersOf(securityHeaderSettings(deps));
}

/** The same headers as a record, by the path and content type of the answer (a few records, made once). */
export function securityHeaderRecord(
  deps: Pick<AppDeps, "env">,
): (path: string, contentType: string) => Readonly<Record<string, string>> {
  return securityHeaderRecordOf(securityHeaderSettings(deps));
}
