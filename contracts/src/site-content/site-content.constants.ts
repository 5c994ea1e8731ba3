import type { BilingualLabel } from "../common/content-utils.ts";
import type { publicRoutes } from "../site/routes.ts";

/** The sections of the site content (staff-area.md). */
export const siteSections = [
  "hero",
  "about",
  "services",
  "contact",
  "pastor",
  "ministries",
  "outreach",
  "footer",
] as const;
export type SiteSection = (typeof siteSections)[number];

/** How staff fill a setting: free text, or a YouTube link or id (checked by the API). */
export type PublicContentKind = "text" | "youtube";

export interface PublicContentSetting {
  section: SiteSection;
  kind: PublicContentKind;
  /** What it is, as the admin lists it. */
  label: BilingualLabel;
  /** The first page that shows it. */
  shownOn: (typeof publicRoutes)[number];
}

/**
 * Every site-content item the public site reads, by key: the public site can only ask for these
 * keys, and the admin lists each of them (set or not) with a field to fill it, so nothing a visitor
 * sees depends on a key staff cannot find. Without zod: the home page's first load reads it.
 */
export const publicContentSettings = {
  "hero-title": {
    section: "hero",
    kind: "text",
    label: { en: "Home page welcome heading", sw: "Kichwa cha ukaribisho cha ukurasa wa mwanzo" },
    shownOn: "/",
  },
  "hero-subtitle": {
    section: "hero",
    kind: "text",
    label: { en: "Home page invitation", sw: "Mwaliko wa ukurasa wa mwanzo" },
    shownOn: "/",
  },
  mission: {
    section: "about",
    kind: "text",
    label: { en: "Our mission", sw: "Dhamira yetu" },
    shownOn: "/about/mission",
  },
  vision: {
    section: "about",
    kind: "text",
    label: { en: "Our vision", sw: "Maono yetu" },
    shownOn: "/about/mission",
  },
  "pastor-name": {
    section: "pastor",
    kind: "text",
    label: { en: "Pastor's name and portrait", sw: "Jina na picha ya mchungaji" },
    shownOn: "/about/pastor",
  },
  "pastor-bio": {
    section: "pastor",
    kind: "text",
    label: { en: "About the pastor", sw: "Kuhusu mchungaji" },
    shownOn: "/about/pastor",
  },
  "mission-partner-video": {
    section: "outreach",
    kind: "youtube",
    label: {
      en: "Mission-partner video on the home page",
      sw: "Video ya mshirika wa misheni kwenye ukurasa wa mwanzo",
    },
    shownOn: "/",
  },
} as const satisfies Record<string, PublicContentSetting>;

export type PublicContentKey = keyof typeof publicContentSettings;

export const isPublicContentKey = (key: string): key is PublicContentKey =>
  Object.hasOwn(publicContentSettings, key);
