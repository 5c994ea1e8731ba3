import { type AppName, appBasePaths, appForPath } from "@church/contracts";
import type { AppDeps } from "../lib/context.ts";

/** Third-party origins, each allowed only in the app that needs it. */
export const thirdPartyOrigins = {
  /** Sermon and live-stream players (public site; the admin's video previews). */
  youtubeFrames: ["https://www.youtube-nocookie.com"],
  /** Giving: the PayPal JS SDK, its API calls and its checkout frames (public site only). */
  paypal: ["https://www.paypal.com", "https://www.sandbox.paypal.com"],
} as const;

/** The origins of remote entries configured at run time (REMOTE_*), when they are not on this origin. */
function remoteOrigins(deps: Pick<AppDeps, "env">): string[] {
  const origins = new Set<string>();
  for (const value of [
    deps.env.REMOTE_PUBLIC_SITE,
    deps.env.REMOTE_ADMIN_PORTAL,
    deps.env.REMOTE_PASTOR_CRM,
  ]) {
    try {
      if (/^https?:\/\//.test(value)) origins.add(new URL(value).origin);
    } catch {
      // a relative path: same origin
    }
  }
  return [...origins];
}

const join = (directives: Record<string, readonly string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");

/**
 * The Content-Security-Policy of one app's pages. No inline or eval'd script anywhere: scripts come
 * from this origin (and the remote entries' origins for Module Federation). Inline styles stay
 * allowed: the toaster and dialogs set them at run time, and styles cannot run code.
 */
export function appContentSecurityPolicy(app: AppName, deps: Pick<AppDeps, "env">): string {
  const remotes = remoteOrigins(deps);
  const publicSite = app === "publicSite";
  const frames = [
    ...(app !== "pastorCrm" ? thirdPartyOrigins.youtubeFrames : []),
    ...(publicSite ? thirdPartyOrigins.paypal : []),
  ];
  return join({
    "default-src": ["'self'"],
    "script-src": ["'self'", ...remotes, ...(publicSite ? thirdPartyOrigins.paypal : [])],
    "style-src": ["'self'", "'unsafe-inline'", ...remotes],
    // Content images may be any https URL staff entered (and YouTube thumbnails, i.ytimg.com); data: for QR codes.
    "img-src": ["'self'", "data:", "blob:", "https:"],
    "font-src": ["'self'", "data:", ...remotes],
    "connect-src": ["'self'", ...remotes, ...(publicSite ? thirdPartyOrigins.paypal : [])],
    "media-src": ["'self'", "blob:"],
    "frame-src": frames.length > 0 ? frames : ["'none'"],
    "worker-src": ["'self'", "blob:"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'self'"],
  });
}

/** Everything that is not an app page (JSON, files, plain-text errors): nothing may run or frame it. */
export const apiContentSecurityPolicy =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Which app an HTML answer for this path belongs to (its files live under the app's base path). */
function appOfPage(path: string): AppName {
  if (path.startsWith(appBasePaths.adminPortal)) return "adminPortal";
  if (path.startsWith(appBasePaths.pastorCrm)) return "pastorCrm";
  return appForPath(path) ?? "publicSite";
}

const hsts = "max-age=31536000; includeSubDomains";

/**
 * What every answer carries, page or not: nosniff, a referrer policy that still lets YouTube see the
 * embedding site, no reads by other sites' pages, and HSTS when cookies are Secure (production
 * behind HTTPS).
 */
function commonHeaders(deps: Pick<AppDeps, "env">): Record<string, string> {
  return {
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "cross-origin-resource-policy": "same-origin",
    ...(deps.env.COOKIE_SECURE ? { "strict-transport-security": hsts } : {}),
  };
}

/**
 * Headers only a document (an HTML page) acts on: framing for browsers without CSP frame-ancestors,
 * the opener policy (PayPal's checkout opens a popup that must talk back to the page), the features
 * the page may use, DNS prefetching of its links. JSON and files go without them: their CSP already
 * says frame-ancestors 'none', and they run nothing.
 */
export const pageOnlyHeaders: Readonly<Record<string, string>> = {
  "x-frame-options": "SAMEORIGIN",
  "cross-origin-opener-policy": "same-origin-allow-popups",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(self)",
  "x-dns-prefetch-control": "off",
};

/** The security headers of an answer that is not an HTML page (JSON, files, feeds, plain-text errors). */
export function nonPageSecurityHeaders(deps: Pick<AppDeps, "env">): Record<string, string> {
  return { "content-security-policy": apiContentSecurityPolicy, ...commonHeaders(deps) };
}

/**
 * Security headers on every answer: the CSP of the app that owns an HTML page (a strict one for the
 * rest, unless the answer set its own), the common headers above, and on pages the page-only ones.
 * Returns what sets them on an answer's headers (answer-headers.ts does, after the handler).
 */
export function securityHeaders(deps: Pick<AppDeps, "env">): (path: string, headers: Headers) => void {
  const policies = new Map<AppName, string>(
    (Object.keys(appBasePaths) as AppName[]).map((app) => [app, appContentSecurityPolicy(app, deps)]),
  );
  const common = Object.entries(commonHeaders(deps));
  const pageOnly = Object.entries(pageOnlyHeaders);
  return (path, headers) => {
    const html = (headers.get("content-type") ?? "").startsWith("text/html");
    const policy = html ? policies.get(appOfPage(path)) : apiContentSecurityPolicy;
    if (policy && !headers.has("content-security-policy")) headers.set("content-security-policy", policy);
    for (const [name, value] of common) headers.set(name, value);
    if (html) for (const [name, value] of pageOnly) headers.set(name, value);
  };
}
