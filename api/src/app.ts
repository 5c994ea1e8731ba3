import { type ApiErrorBody, statusForCode } from "@church/contracts";
import { type ErrorHandler, Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppDeps, AppEnv } from "./lib/context.ts";
import { HttpError } from "./lib/http-error.ts";
import { mountRoutes, type RouteDef } from "./lib/route.ts";
import { answerHeaders } from "./middlewares/answer-headers.ts";
import { loadUser } from "./middlewares/auth.ts";
import { csrfProtection } from "./middlewares/csrf.ts";
import { requestLogger } from "./middlewares/request-logger.ts";
import type { EarlyAnswer } from "./read-cache/api-server.ts";
import { httpCache } from "./read-cache/http-cache.ts";
import { createReadCache, type ReadCache } from "./read-cache/read-cache.ts";
import { cacheRules } from "./read-cache/rules.ts";
import { analyticsRoutes } from "./routes/analytics/analytics.index.ts";
import { announcementsRoutes } from "./routes/announcements/announcements.index.ts";
import { articlesRoutes } from "./routes/articles/articles.index.ts";
import { attendanceRoutes } from "./routes/attendance/attendance.index.ts";
import { audioServicesRoutes } from "./routes/audio-services/audio-services.index.ts";
import { auditRoutes } from "./routes/audit/audit.index.ts";
import { authRoutes } from "./routes/auth/auth.index.ts";
import { blogPostsRoutes } from "./routes/blog-posts/blog-posts.index.ts";
import { calendarRoutes } from "./routes/calendar/calendar.index.ts";
import { campaignsRoutes } from "./routes/campaigns/campaigns.index.ts";
import { careRoutes } from "./routes/care/care.index.ts";
import { careNotesRoutes } from "./routes/care-notes/care-notes.index.ts";
import { chatRoutes } from "./routes/chat/chat.index.ts";
import { contactMessagesRoutes } from "./routes/contact-messages/contact-messages.index.ts";
import { crmRoutes } from "./routes/crm/crm.index.ts";
import { donationsRoutes } from "./routes/donations/donations.index.ts";
import { emailOutboxRoutes } from "./routes/email-outbox/email-outbox.index.ts";
import { eventsRoutes } from "./routes/events/events.index.ts";
import { liveChatRoutes } from "./routes/live-chat/live-chat.index.ts";
import { liveStreamRoutes } from "./routes/live-stream/live-stream.index.ts";
import { mediaLibraryRoutes } from "./routes/media-library/media-library.index.ts";
import { meetingRequestsRoutes } from "./routes/meeting-requests/meeting-requests.index.ts";
import { newsletterRoutes } from "./routes/newsletter/newsletter.index.ts";
import { newsletterDraftsRoutes } from "./routes/newsletter-drafts/newsletter-drafts.index.ts";
import { offeringsRoutes } from "./routes/offerings/offerings.index.ts";
import { partnershipsRoutes } from "./routes/partnerships/partnerships.index.ts";
import { peopleRoutes } from "./routes/people/people.index.ts";
import { podcastRoutes } from "./routes/podcast/podcast.index.ts";
import { publishedChangesRoutes } from "./routes/published-changes/published-changes.index.ts";
import { publishingRoutes } from "./routes/publishing/publishing.index.ts";
import { rsvpsRoutes } from "./routes/rsvps/rsvps.index.ts";
import { searchRoutes } from "./routes/search/search.index.ts";
import { shareCardsRoutes } from "./routes/share-cards/share-cards.index.ts";
import { siteContentRoutes } from "./routes/site-content/site-content.index.ts";
import { socialMediaRoutes } from "./routes/social-media/social-media.index.ts";
import { systemRoutes } from "./routes/system/system.index.ts";
import { tagNamesRoutes } from "./routes/tag-names/tag-names.index.ts";
import { textMessagesRoutes } from "./routes/text-messages/text-messages.index.ts";
import { usersRoutes } from "./routes/users/users.index.ts";
import { videosRoutes } from "./routes/videos/videos.index.ts";
import { followLiveSwitches } from "./services/live-stream/live-switches.ts";
import { serveApps } from "./static/serve-apps.ts";

const errorBody = (
  code: ApiErrorBody["error"]["code"],
  message: string,
  fields?: Record<string, string>,
): ApiErrorBody => ({
  error: { code, message, ...(fields ? { fields } : {}) },
});

/** Answers every failure in the one error shape; unexpected errors are logged and never leak details. */
export function handleError(deps: AppDeps): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof HttpError) {
      return c.json(errorBody(error.code, error.message, error.fields), error.status as 400);
    }
    if (error instanceof HTTPException) {
      const status = error.status;
      const code =
        (Object.entries(statusForCode).find(([, s]) => s === status)?.[0] as
          | ApiErrorBody["error"]["code"]
          | undefined) ?? (status < 500 ? "validation_error" : "internal_error");
      return c.json(errorBody(code, error.message || "Bad request"), status);
    }
    deps.logger.error({ err: error, requestId: c.get("requestId") }, "unhandled error");
    return c.json(errorBody("internal_error", "Something went wrong on the server. Please try again."), 500);
  };
}

/**
 * Every route group of the API; a new resource adds one line here. `readCache` (none with
 * READ_CACHE_MS=0) feeds the stream of published changes.
 */
export function apiRoutes(deps: AppDeps, readCache?: ReadCache): RouteDef[] {
  return [
    ...systemRoutes(deps),
    ...authRoutes(deps),
    ...crmRoutes(deps),
    ...peopleRoutes(deps),
    ...careNotesRoutes(deps),
    ...careRoutes(deps),
    ...attendanceRoutes(deps),
    ...offeringsRoutes(deps),
    ...siteContentRoutes(deps),
    ...articlesRoutes(deps),
    ...announcementsRoutes(deps),
    ...blogPostsRoutes(deps),
    ...eventsRoutes(deps),
    ...rsvpsRoutes(deps),
    ...calendarRoutes(deps),
    ...newsletterRoutes(deps),
    ...campaignsRoutes(deps),
    ...newsletterDraftsRoutes(deps),
    ...contactMessagesRoutes(deps),
    ...meetingRequestsRoutes(deps),
    ...emailOutboxRoutes(deps),
    ...textMessagesRoutes(deps),
    ...videosRoutes(deps),
    ...publishingRoutes(deps),
    ...audioServicesRoutes(deps),
    ...mediaLibraryRoutes(deps),
    ...liveStreamRoutes(deps),
    ...socialMediaRoutes(deps),
    ...tagNamesRoutes(deps),
    ...partnershipsRoutes(deps),
    ...searchRoutes(deps),
    ...chatRoutes(deps),
    ...liveChatRoutes(deps),
    ...analyticsRoutes(deps),
    ...podcastRoutes(deps),
    ...shareCardsRoutes(deps),
    ...donationsRoutes(deps),
    ...usersRoutes(deps),
    ...auditRoutes(deps),
    ...publishedChangesRoutes(deps, readCache),
  ];
}

/**
 * The app, its read cache (undefined with READ_CACHE_MS=0), and what the HTTP server may answer before
 * the app (read-cache/api-server.ts): published reads and kept public pages held in memory.
 */
export function buildApp(deps: AppDeps): {
  app: Hono<AppEnv>;
  readCache: ReadCache | undefined;
  early: EarlyAnswer[];
} {
  const app = new Hono<AppEnv>();
  // What each endpoint declares in contracts: which reads are published, which writes change none.
  const rules = cacheRules();
  // Published reads answered from memory for a few seconds, dropped on every instance by a write.
  const readCache =
    deps.env.READ_CACHE_MS > 0
      ? createReadCache(deps, { ttlMs: deps.env.READ_CACHE_MS, maxEntries: 1000, rules })
      : undefined;

  app.use("/api/*", deps.metrics.middleware);
  app.use("/api/*", requestLogger(deps));
  // Counted and logged like any request, a hit goes no further; a miss is kept with the headers that
  // the middlewares below give it.
  if (readCache) app.use("/api/*", readCache.middleware);
  app.use("*", answerHeaders(deps));
  app.use("/api/*", csrfProtection());
  app.use("/api/*", loadUser(deps));
  // Published reads: ETag, short public caching, 304 on If-None-Match; no-store on anything else.
  app.use("/api/*", httpCache({ sharedMaxAgeSeconds: 30, staleWhileRevalidateSeconds: 60 }, rules));

  const api = new Hono<AppEnv>();
  mountRoutes(api, deps, apiRoutes(deps, readCache));
  app.route("/", api);

  app.all("/api/*", (c) =>
    c.json(errorBody("not_found", `No API endpoint ${c.req.method} ${c.req.path}`), 404),
  );

  const early: EarlyAnswer[] = readCache ? [readCache.answer] : [];
  // Pages are only kept with a read cache to tell them of writes (public-pages.ts).
  if (deps.env.SERVE_APPS) {
    const keptPages = serveApps(app, deps, readCache);
    if (readCache) early.push(keptPages);
  }

  // The live stream switches by the clock too: kept reads and pages are dropped at each switch.
  if (readCache) followLiveSwitches(deps, readCache);

  app.notFound((c) => c.json(errorBody("not_found", "Not found"), 404));

  app.onError(handleError(deps));

  return { app, readCache, early };
}

export const createApp = (deps: AppDeps): Hono<AppEnv> => buildApp(deps).app;

export type App = ReturnType<typeof createApp>;
