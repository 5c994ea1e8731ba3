/**
 * The consent limits and the development-host check, without zod: the public site's first load
 * imports them, and zod stays out of it (analytics.schema.ts re-exports them, so imports from there
 * keep working).
 */
/** Consent and local counters of public-site.md section 9. */
export const analyticsLimits = {
  consentMaxAgeMs: 15_552_000_000,
  consentMaxAgeDays: 180,
  localDaysKept: 30,
} as const;

/** Hosts that never send analytics (public-site.md section 4). */
export function isDevelopmentHost(location: { hostname: string; port: string }): boolean {
  const host = location.hostname;
  return (
    location.port !== "" ||
    host === "localhost" ||
    /^\d{1,3}(\.\d{1,3}){3}$/.test(host) ||
    host.endsWith(".local") ||
    /(^|\.)(netlify\.app|vercel\.app|pages\.dev)$/.test(host)
  );
}
