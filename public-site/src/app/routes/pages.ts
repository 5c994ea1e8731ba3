import type { publicRoutes } from "@church/contracts";
import { type ComponentType, createElement } from "react";

type PublicPath = (typeof publicRoutes)[number];
type Loader = () => Promise<{ Component: ComponentType }>;

/** A code-split screen: the module's default export. */
const screen =
  (load: () => Promise<{ default: ComponentType }>): Loader =>
  async () => ({ Component: (await load()).default });

const ministry =
  (key: "youth" | "mens" | "womens"): Loader =>
  async () => {
    const { MinistryPage } = await import("../../features/programs/components/ministry-page.tsx");
    return { Component: () => createElement(MinistryPage, { ministry: key }) };
  };

const legal =
  (document: "privacy" | "terms" | "cookies"): Loader =>
  async () => {
    const { LegalPage } = await import("../../features/legal/components/legal-page.tsx");
    return { Component: () => createElement(LegalPage, { document }) };
  };

/**
 * The screen of every public route. Typed against publicRoutes, so a route added to the contracts
 * must be given a screen here.
 */
export const pageLoaders: Record<PublicPath, Loader> = {
  "/": screen(() => import("../../features/home/components/home-page.tsx")),
  "/about": screen(() => import("../../features/about/components/about-page.tsx")),
  "/about/mission": screen(() => import("../../features/about/components/mission-page.tsx")),
  "/about/pastor": screen(() => import("../../features/about/components/pastor-page.tsx")),
  "/about/faith-practice": screen(() => import("../../features/about/components/faith-practice-page.tsx")),
  "/worship": screen(() => import("../../features/worship/components/worship-page.tsx")),
  "/worship/times": screen(() => import("../../features/worship/components/service-times-page.tsx")),
  "/worship/in-person": screen(() => import("../../features/worship/components/in-person-page.tsx")),
  "/join-in-person": screen(() => import("../../features/worship/components/in-person-page.tsx")),
  "/worship/livestream": screen(() => import("../../features/worship/components/watch-online-page.tsx")),
  "/watch-online": screen(() => import("../../features/worship/components/watch-online-page.tsx")),
  "/live-stream": screen(() => import("../../features/live-stream/components/live-stream-page.tsx")),
  "/audio-services": screen(() => import("../../features/audio/components/audio-services-page.tsx")),
  "/programs": screen(() => import("../../features/programs/components/programs-page.tsx")),
  "/programs/mens": ministry("mens"),
  "/programs/womens": ministry("womens"),
  "/programs/youth": ministry("youth"),
  "/programs/outreach": screen(() => import("../../features/programs/components/outreach-page.tsx")),
  "/events": screen(() => import("../../features/events/components/events-page.tsx")),
  "/news": screen(() => import("../../features/news/components/news-page.tsx")),
  "/featured-news": screen(() => import("../../features/news/components/featured-news-page.tsx")),
  "/announcements": screen(() => import("../../features/news/components/announcements-page.tsx")),
  "/announcements/:slug": screen(() => import("../../features/news/components/announcement-page.tsx")),
  "/articles": screen(() => import("../../features/news/components/articles-page.tsx")),
  "/articles/:slug": screen(() => import("../../features/news/components/article-page.tsx")),
  "/news/article/:slug": screen(() => import("../../features/news/components/article-page.tsx")),
  "/give": screen(() => import("../../features/give/components/give-page.tsx")),
  "/contact": screen(() => import("../../features/contact/components/contact-page.tsx")),
  "/schedule-meeting": screen(() => import("../../features/meeting/components/schedule-meeting-page.tsx")),
  "/privacy": legal("privacy"),
  "/terms": legal("terms"),
  "/cookie-policy": legal("cookies"),
  "/search": screen(() => import("../../features/search/components/search-page.tsx")),
};
