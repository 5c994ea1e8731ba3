import { churchInfo } from "@church/contracts";

/** An absolute http(s) origin without a trailing slash, or an error that names the setting. */
export function parseOrigin(value: string | undefined, setting = "VITE_SITE_ORIGIN"): string {
  const text = value?.trim() || churchInfo.website;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${setting} must be an absolute URL such as https://example.org (got "${text}")`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`${setting} must be an http or https address (got "${text}")`);
  }
  return text.replace(/\/+$/, "");
}

let origin = parseOrigin(import.meta.env.VITE_SITE_ORIGIN);

/**
 * Settings of the public site. `origin` is the address visitors use (canonical URLs, social
 * previews, sitemap): the server's setting, which each page passes to the browser (setSiteOrigin);
 * VITE_SITE_ORIGIN or the church's website until then.
 */
export const siteConfig = {
  get origin(): string {
    return origin;
  },
  /** The self-hosted social preview image (1200x630). */
  socialImage: { path: "/images/social/amani-friends-1200x630.jpg", width: 1200, height: 630 },
  logo: "/images/social/logo-512.png",
};

/** Sets the public origin (the server at start, the browser from the page it was sent). */
export function setSiteOrigin(value: string): void {
  origin = parseOrigin(value, "the public origin");
}

/** Absolute URL of a path on this site. */
export const absoluteUrl = (path: string): string =>
  /^https?:\/\//.test(path) ? path : `${siteConfig.origin}${path.startsWith("/") ? path : `/${path}`}`;
