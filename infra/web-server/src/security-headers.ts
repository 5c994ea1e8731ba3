import { type AppName, appBasePaths, appForPath } from "@church/contracts";

/**
 * The security headers of the one origin, written once for every server that answers on it: the
 * API's one-origin server (api/src/middlewares/security-headers.ts), the public site's own server
 * (public-site/src/server/standalone.ts) and the static apps' nginx (infra generates its add_header
 * lines from the API's middleware). Plain strings: no Node, no zod.
 */
export interface SecurityHeaderSettings {
  /** Where the apps' remote entries are (REMOTE_*): an absolute URL's origin may run scripts. */
  remoteEntries: readonly string[];
  /** Strict-Transport-Security on every answer: the site is served over HTTPS. */
  hsts: boolean;
}

/** Third-party origins, each allowed only in the app that needs it. */
export const thirdPartyOrigins = {
  /** Sermon and live-stream players (public site; the admin's video previews). */
  youtubeFrames: ["https://www.youtube-nocookie.com"],
  /** Giving: the PayPal JS SDK, its API calls and its checkout frames (public site only). */
  paypal: ["https://www.paypal.com", "https://www.sandbox.paypal.com"],
} as const;

/** The origins of remote entries that are not on this origin. */
function remoteOrigins(settings: SecurityHeaderSettings): string[] {
  const origins = new Set<string>();
  for (const value of settings.remoteEntries) {
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
export function appContentSecurityPolicy(app: AppName, settings: SecurityHeaderSettings): string {
  const remotes = remoteOrigins(settings);
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

/** The public site's service worker (public/boot.js registers it; not /sw..., the Swahili site). */
export const serviceWorkerPath = "/service-worker.js";

/**
 * A service worker runs under the CSP its script arrived with: it may fetch from this origin (pages,
 * files and API reads it keeps for offline) and nothing else.
 */
export const serviceWorkerContentSecurityPolicy =
  "default-src 'none'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Which app an HTML answer for this path belongs to (its files live under the app's base path). */
function appOfPage(path: string): AppName {
  if (path.startsWith(appBasePaths.adminPortal)) return "adminPortal";
  if (path.startsWith(appBasePaths.pastorCrm)) return "pastorCrm";
  return appForPath(path) ?? "publicSite";
}

const hsts = "max-age=31536000; includeSubDomains";

/**
 * What every answer carries, page or not: nosniff, a referrer policy that still lets YouTube see the
 * embedding site, no reads by other sites' pages, and HSTS behind HTTPS.
 */
function commonHeaders(settings: SecurityHeaderSettings): Record<string, string> {
  return {
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "cross-origin-resource-policy": "same-origin",
    ...(settings.hsts ? { "strict-transport-security": hsts } : {}),
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
export function nonPageSecurityHeaders(settings: SecurityHeaderSettings): Record<string, string> {
  return { "content-security-policy": apiContentSecurityPolicy, ...commonHeaders(settings) };
}

/**
 * The security headers of an answer of a content type at a path: the CSP of the app that owns an HTML
 * page (a strict one for the rest), the common headers above, and on pages the page-only ones. One of
 * a few records made once (never to be changed by the caller).
 */
export function securityHeaderRecord(
  settings: SecurityHeaderSettings,
): (path: string, contentType: string) => Readonly<Record<string, string>> {
  const common = commonHeaders(settings);
  const pages = new Map<AppName, Record<string, string>>(
    (Object.keys(appBasePaths) as AppName[]).map((app) => [
      app,
      { "content-security-policy": appContentSecurityPolicy(app, settings), ...common, ...pageOnlyHeaders },
    ]),
  );
  const serviceWorker = { "content-security-policy": serviceWorkerContentSecurityPolicy, ...common };
  const other = { "content-security-policy": apiContentSecurityPolicy, ...common };
  return (path, contentType) => {
    if (contentType.startsWith("text/html")) return pages.get(appOfPage(path)) ?? other;
    return path === serviceWorkerPath ? serviceWorker : other;
  };
}

/**
 * Security headers on every answer (securityHeaderRecord), a CSP the answer set itself left as it is.
 * Returns what sets them on an answer's headers, given the path it answered.
 */
export function securityHeaders(settings: SecurityHeaderSettings): (path: string, headers: Headers) => void {
  const recordOf = securityHeaderRecord(settings);
  return (path, headers) => {
    const record = recordOf(path, headers.get("content-type") ?? "");
    for (const name in record) {
      if (name === "content-security-policy" && headers.has(name)) continue;
      headers.set(name, record[name] as string);
    }
  };
}
