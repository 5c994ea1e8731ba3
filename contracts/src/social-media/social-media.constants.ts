/**
 * The social platforms and the links built from the settings, without zod: the public site's first
 * load imports them, and zod stays out of it (social-media.schema.ts re-exports them, so imports
 * from there keep working).
 */
export const socialPlatforms = ["instagram", "facebook", "whatsapp"] as const;

export type SocialPlatform = (typeof socialPlatforms)[number];

/** The chat link built from the stored number. */
export const whatsappLink = (digits: string): string => `https://wa.me/${digits}`;

/** The enabled links with a value, in display order. */
export function activeSocialLinks(
  settings: Readonly<Record<SocialPlatform, string | null>> & {
    enabled: Readonly<Record<SocialPlatform, boolean>>;
  },
): Array<{ platform: SocialPlatform; href: string }> {
  const links: Array<{ platform: SocialPlatform; href: string }> = [];
  for (const platform of socialPlatforms) {
    const value = settings[platform];
    if (!settings.enabled[platform] || !value) continue;
    links.push({ platform, href: platform === "whatsapp" ? whatsappLink(value) : value });
  }
  return links;
}
