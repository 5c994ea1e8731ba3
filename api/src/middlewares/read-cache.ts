import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { AppDeps, AppEnv } from "../lib/context.ts";
import { realtimeBusFor } from "../services/realtime/realtime-bus.ts";
import { etagOf } from "./http-cache.ts";

/** LISTEN/NOTIFY channel on which an instance tells the others that something was written. */
export const readCacheChannel = "read_cache_invalidate";

/**
 * Visitors' writes that change no published read, so that page-view tracking, sign-ins or gifts do not
 * empty the cache of every instance many times a second. Any other write (all of staff's, and a
 * visitor's RSVP, which changes an event's attendee count) clears it.
 */
export const writesThatChangeNoPublishedRead: ReadonlySet<string> = new Set([
  "/api/auth/login",
  "/api/auth/logout",
  "/api/auth/refresh",
  "/api/auth/login/2fa",
  "/api/auth/login/2fa/resend",
  "/api/newsletter/subscribe",
  "/api/newsletter/unsubscribe",
  "/api/newsletter/unsubscribe/one-click",
  "/api/contact-messages",
  "/api/meeting-requests",
  "/api/chat/public",
  "/api/analytics/track",
  "/api/donations/orders",
  "/api/donations/process",
  "/api/donations/subscriptions",
  "/api/donations/subscriptions/confirm",
  "/api/donations/webhook",
  "/api/donations/statement/request",
  "/api/live-chat/messages",
]);

export interface ReadCacheOptions {
  /** How long an answer may be reused at most (time-based changes: a new day, a scheduled item). */
  ttlMs: number;
  /** Entries kept at most (each distinct URL is one); the oldest go first. */
  maxEntries: number;
}

interface Entry {
  storedAt: number;
  contentType: string;
  body: string;
  /** The body's ETag, computed once when stored (http-cache.ts then does not hash it again). */
  etag: string;
}

/**
 * Published-content reads answered from memory. The JSON of a cacheable public read (the endpoints of
 * `cacheableEndpoints`, see http-cache.ts) asked without a staff session is kept by this instance for
 * at most `ttlMs`, and dropped on every instance once any write succeeds on any of them: a write here
 * clears this instance's entries and sends a NOTIFY that clears the others', so an edit or an RSVP is
 * seen at once everywhere. Nothing is shared through memory: a new instance simply reads the database.
 * Answers are only served from memory while the LISTEN is live.
 *
 * - `invalidateOnWrite`: for every /api request (writes are any method but GET and HEAD that did not
 *   answer 4xx, less the visitors' writes listed above);
 * - `serve`: on each cacheable endpoint's route, before its validators and handler.
 */
export function createReadCache(deps: Pick<AppDeps, "db" | "logger">, options: ReadCacheOptions) {
  const bus = realtimeBusFor(deps.db, deps.logger);
  const entries = new Map<string, Entry>();
  /** Bumped on every invalidation: an answer read before it is not stored after it. */
  let generation = 0;
  let listening = false;
  const clear = () => {
    generation += 1;
    entries.clear();
  };
  const ready = bus.subscribe(readCacheChannel, clear).then(
    () => {
      listening = true;
    },
    (error: unknown) => {
      deps.logger.error({ err: error }, "read cache disabled: LISTEN failed");
    },
  );

  const invalidateOnWrite: MiddlewareHandler<AppEnv> = async (c, next) => {
    await next();
    const method = c.req.method;
    if (method === "GET" || method === "HEAD" || method === "OPTIONS") return;
    const status = c.res.status;
    if (status >= 400 && status < 500) return;
    if (method === "POST" && writesThatChangeNoPublishedRead.has(routePath(c))) return;
    clear();
    await bus.publish(readCacheChannel, "").catch((error: unknown) => {
      deps.logger.error({ err: error }, "read cache: NOTIFY failed");
    });
  };

  const serve: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!listening || c.req.method !== "GET" || c.get("user")) return next();
    const key = c.req.url;
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && now - hit.storedAt < options.ttlMs) {
      return c.body(hit.body, 200, { "content-type": hit.contentType, etag: hit.etag });
    }
    const started = generation;
    await next();
    const res = c.res;
    const contentType = res.headers.get("content-type") ?? "";
    if (res.status !== 200 || !contentType.startsWith("application/json") || generation !== started) return;
    const body = await res.text();
    // Replaced, not merged (Hono would copy the old answer's headers onto the new one).
    c.res = undefined;
    c.res = new Response(body, { status: res.status, headers: res.headers });
    entries.delete(key);
    entries.set(key, { storedAt: now, contentType, body, etag: etagOf(body) });
    if (entries.size > options.maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
  };

  return { serve, invalidateOnWrite, ready, size: () => entries.size };
}

export type ReadCache = ReturnType<typeof createReadCache>;
