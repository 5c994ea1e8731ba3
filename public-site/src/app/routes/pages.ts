import type { publicRoutes } from "@church/contracts";

/**
 * The heading (site:pages.<key>) of every public route that shows a simple page for now. Typed
 * against publicRoutes, so a route added to the contracts must be given a page here.
 */
export const simplePages: Record<Exclude<(typeof publicRoutes)[number], "/">, string> = {
  "/about": "about",
  "/about/mission": "mission",
  "/about/pastor": "pastor",
  "/about/faith-practice": "faithPractice",
  "/worship": "worship",
  "/worship/times": "serviceTimes",
  "/worship/in-person": "inPerson",
  "/join-in-person": "inPerson",
  "/worship/livestream": "watchOnline",
  "/watch-online": "watchOnline",
  "/live-stream": "liveStream",
  "/audio-services": "audio",
  "/programs": "programs",
  "/programs/mens": "mens",
  "/programs/womens": "womens",
  "/programs/youth": "youth",
  "/programs/outreach": "outreach",
  "/events": "events",
  "/news": "news",
  "/featured-news": "featuredNews",
  "/announcements": "announcements",
  "/announcements/:slug": "announcement",
  "/articles": "articles",
  "/articles/:slug": "article",
  "/news/article/:slug": "article",
  "/give": "give",
  "/contact": "contact",
  "/schedule-meeting": "scheduleMeeting",
  "/privacy": "privacy",
  "/terms": "terms",
  "/cookie-policy": "cookiePolicy",
  "/search": "search",
};
