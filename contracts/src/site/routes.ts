/**
 * The route tables of both specs, in one place: the public router, the admin router and the
 * one-origin server (which answers 404 for anything not listed) all read these.
 * Patterns use `:param` segments.
 */
export const publicRoutes = [
  "/",
  "/about",
  "/about/mission",
  "/about/pastor",
  "/about/faith-practice",
  "/worship",
  "/worship/times",
  "/worship/in-person",
  "/join-in-person",
  "/worship/livestream",
  "/watch-online",
  "/live-stream",
  "/audio-services",
  "/audio-services/:id",
  "/programs",
  "/programs/mens",
  "/programs/womens",
  "/programs/youth",
  "/programs/outreach",
  "/events",
  "/events/:slug",
  "/news",
  "/featured-news",
  "/announcements",
  "/announcements/:slug",
  "/articles",
  "/articles/:slug",
  "/news/article/:slug",
  "/blog",
  "/blog/:id",
  "/give",
  "/contact",
  "/schedule-meeting",
  "/privacy",
  "/terms",
  "/cookie-policy",
  "/search",
] as const;

export const publicRedirects = {
  "/news/announcements": "/announcements",
  "/news/featured": "/featured-news",
  "/news/blog": "/articles",
  // Addresses people type or say aloud ("go to our site slash donate"), each to its page.
  "/donate": "/give",
  "/sermons": "/audio-services",
  "/live": "/live-stream",
  "/visit": "/join-in-person",
} as const;

/** Served by the admin-portal app. */
export const adminRoutes = [
  "/admin-login",
  "/admin/login",
  "/admin-login/firebase",
  "/admin-login/supabase",
  "/admin-login/smart",
  "/admin-forgot-password",
  "/admin-reset-password",
  "/admin-invitation",
  "/admin",
  "/admin-dashboard",
  "/admin/preview/:kind/:id",
  "/admin/newsletter/:draftId",
  "/test",
  "/api-test",
] as const;

/** Served by the pastor-crm app (also federated into the admin's Pastor Portal tab). */
export const crmRoutes = [
  "/admin/crm",
  "/admin/crm/people",
  "/admin/crm/people/:id",
  "/admin/crm/households/:id",
  "/admin/crm/follow-up",
  "/admin/crm/care",
  "/admin/crm/care/settings",
  "/admin/crm/attendance",
  "/admin/crm/attendance/reports",
  "/admin/crm/offerings",
  "/admin/crm/offerings/report",
  "/admin/crm/offerings/:id",
  "/admin/crm-test",
] as const;

/** Where each app's built files and remote entry live under the one origin. */
export const appBasePaths = {
  publicSite: "/",
  adminPortal: "/_mf/admin/",
  pastorCrm: "/_mf/crm/",
} as const;

export type AppName = keyof typeof appBasePaths;

/** Swahili pages are the public routes under this prefix (`/sw/events`); English ones have none. */
export const swahiliPathPrefix = "/sw";

const toRegExp = (pattern: string, prefix = "") =>
  new RegExp(`^${prefix}${pattern.replace(/:[A-Za-z0-9_]+/g, "[^/]+").replace(/\/$/, "")}/?$`);

const matchers = {
  publicSite: [...publicRoutes, ...Object.keys(publicRedirects)].map((route) =>
    toRegExp(route, `(?:${swahiliPathPrefix})?`),
  ),
  adminPortal: adminRoutes.map((route) => toRegExp(route)),
  pastorCrm: crmRoutes.map((route) => toRegExp(route)),
};

/** Which app renders a path, or null when no app has it (the public 404 page, with status 404). */
export function appForPath(pathname: string): AppName | null {
  if (matchers.pastorCrm.some((re) => re.test(pathname))) return "pastorCrm";
  if (matchers.adminPortal.some((re) => re.test(pathname))) return "adminPortal";
  // Any other /admin/... path belongs to the admin app, which shows its own not-found state.
  if (pathname.startsWith("/admin/")) return "adminPortal";
  if (matchers.publicSite.some((re) => re.test(pathname))) return "publicSite";
  return null;
}
