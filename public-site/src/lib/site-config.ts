import { churchInfo } from "@church/contracts";
import { z } from "zod";

/**
 * Build-time settings of the public site, parsed once. VITE_SITE_ORIGIN is the address visitors use
 * (canonical URLs, social previews, sitemap); it defaults to the church's website.
 */
const schema = z.object({
  VITE_SITE_ORIGIN: z
    .url({ message: "VITE_SITE_ORIGIN must be an absolute URL such as https://example.org" })
    .default(churchInfo.website)
    .transform((url) => url.replace(/\/+$/, "")),
});

const parsed = schema.safeParse({ VITE_SITE_ORIGIN: import.meta.env.VITE_SITE_ORIGIN || undefined });
if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join("; "));

export const siteConfig = {
  origin: parsed.data.VITE_SITE_ORIGIN,
  /** The self-hosted social preview image (1200x630). */
  socialImage: { path: "/images/social/amani-friends-1200x630.jpg", width: 1200, height: 630 },
} as const;

/** Absolute URL of a path on this site. */
export const absoluteUrl = (path: string): string =>
  /^https?:\/\//.test(path) ? path : `${siteConfig.origin}${path.startsWith("/") ? path : `/${path}`}`;
