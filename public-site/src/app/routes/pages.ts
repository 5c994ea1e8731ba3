import type { publicRoutes } from "@church/contracts";
import { type ComponentType, createElement } from "react";

type PublicPath = (typeof publicRoutes)[number];

export interface Page {
  /** The screen's source module (relative to the app's root), whose code and styles the server preloads. */
  module: string;
  /** The screen (code-split). */
  load: () => Promise<ComponentType>;
  /**
   * An islands page: the server renders it whole, the browser hydrates only its islands
   * (islands/island.tsx), and its links are page loads. Other pages hydrate the whole app.
   */
  islands?: boolean;
}

// Every screen module, code-split; keys are paths from this folder (../../features/<f>/components/...).
const screens = import.meta.glob<Record<string, unknown>>("../../features/*/components/*-page.tsx");

/** A module's export as a component (screens are modules of this app: a mismatch is a coding error). */
function asComponent<P extends object>(value: unknown, name: string): ComponentType<P> {
  if (typeof value !== "function") throw new Error(`${name} is not a component`);
  return value as ComponentType<P>;
}

/** The page of a screen module (its default export, or the component `pick` makes of the module). */
function screen(
  file: string,
  pick: (module: Record<string, unknown>) => ComponentType = (module) => asComponent(module.default, file),
): Page {
  const load = screens[`../../${file}`];
  if (!load) throw new Error(`No screen module ${file}`);
  return { module: `src/${file}`, load: async () => pick(await load()) };
}

const ministry = (key: "youth" | "mens" | "womens"): Page => ({
  ...screen("features/programs/components/ministry-page.tsx", (module) => {
    const Ministry = asComponent<{ ministry: typeof key }>(module.MinistryPage, "MinistryPage");
    return () => createElement(Ministry, { ministry: key });
  }),
  islands: true,
});

const legal = (document: "privacy" | "terms" | "cookies"): Page => ({
  ...screen("features/legal/components/legal-page.tsx", (module) => {
    const Legal = asComponent<{ document: typeof document }>(module.LegalPage, "LegalPage");
    return () => createElement(Legal, { document });
  }),
  islands: true,
});

const inPerson: Page = { ...screen("features/worship/components/in-person-page.tsx"), islands: true };
const watchOnline: Page = { ...screen("features/worship/components/watch-online-page.tsx"), islands: true };
const article: Page = { ...screen("features/news/components/article-page.tsx"), islands: true };

/**
 * The screen of every public route. Typed against publicRoutes, so a route added to the contracts
 * must be given a screen here (and its data, if it shows any, in server/page-data.ts).
 */
export const pages: Record<PublicPath, Page> = {
  "/": { ...screen("features/home/components/home-page.tsx"), islands: true },
  "/about": { ...screen("features/about/components/about-page.tsx"), islands: true },
  "/about/mission": { ...screen("features/about/components/mission-page.tsx"), islands: true },
  "/about/pastor": { ...screen("features/about/components/pastor-page.tsx"), islands: true },
  "/about/faith-practice": { ...screen("features/about/components/faith-practice-page.tsx"), islands: true },
  "/worship": { ...screen("features/worship/components/worship-page.tsx"), islands: true },
  "/worship/times": { ...screen("features/worship/components/service-times-page.tsx"), islands: true },
  "/worship/in-person": inPerson,
  "/join-in-person": inPerson,
  "/worship/livestream": watchOnline,
  "/watch-online": watchOnline,
  "/live-stream": { ...screen("features/live-stream/components/live-stream-page.tsx"), islands: true },
  "/audio-services": { ...screen("features/audio/components/audio-services-page.tsx"), islands: true },
  "/audio-services/:id": { ...screen("features/audio/components/sermon-page.tsx"), islands: true },
  "/programs": { ...screen("features/programs/components/programs-page.tsx"), islands: true },
  "/programs/mens": ministry("mens"),
  "/programs/womens": ministry("womens"),
  "/programs/youth": ministry("youth"),
  "/programs/outreach": { ...screen("features/programs/components/outreach-page.tsx"), islands: true },
  "/events": { ...screen("features/events/components/events-page.tsx"), islands: true },
  "/events/:slug": { ...screen("features/events/components/event-page.tsx"), islands: true },
  "/news": { ...screen("features/news/components/news-page.tsx"), islands: true },
  "/featured-news": { ...screen("features/news/components/featured-news-page.tsx"), islands: true },
  "/announcements": { ...screen("features/news/components/announcements-page.tsx"), islands: true },
  "/announcements/:slug": { ...screen("features/news/components/announcement-page.tsx"), islands: true },
  "/articles": { ...screen("features/news/components/articles-page.tsx"), islands: true },
  "/articles/:slug": article,
  "/news/article/:slug": article,
  "/blog": { ...screen("features/news/components/blog-page.tsx"), islands: true },
  "/blog/:id": { ...screen("features/news/components/blog-post-page.tsx"), islands: true },
  "/give": { ...screen("features/give/components/give-page.tsx"), islands: true },
  "/contact": { ...screen("features/contact/components/contact-page.tsx"), islands: true },
  "/schedule-meeting": { ...screen("features/meeting/components/schedule-meeting-page.tsx"), islands: true },
  "/privacy": legal("privacy"),
  "/terms": legal("terms"),
  "/cookie-policy": legal("cookies"),
  // Its form is the page's own (a GET of /search?q=): nothing of it needs to be live.
  "/search": { ...screen("features/search/components/search-page.tsx"), islands: true },
};
