import { churchInfo } from "@church/contracts";

/** An absolute http(s) origin without a trailing slash, or an error that names the setting. */
function parseOrigin(value: string | undefined): string {
  const text = value?.trim() || churchInfo.website;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`VITE_SITE_ORIGIN must be an absolute URL such as https://example.org (got "${text}")`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`VITE_SITE_ORIGIN must be an http or https address (got "${text}")`);
  }
  return text.replace(/\/+$/, "");
}

/**
 * Build-time settings of the public site, parsed once. VITE_SITE_ORIGIN is the address visitors use
 * (canonical URLs, social previews, sitemap); it defaults to the church's website.
 */
export const siteConfig = {
  origin: parseOrigin(import.meta.env.VITE_SITE_ORIGIN),
  /** The self-hosted social preview image (1200x630). */
  socialImage: { path: "/images/social/amani-friends-1200x630.jpg", width: 1200, height: 630 },
} as const;

/** Absolute URL of a path on this site. */
export const absoluteUrl = (path: string): string =>
  /^https?:\/\//.test(path) ? path : `${siteConfig.origin}${path.startsWith("/") ? path : `/${path}`}`;
