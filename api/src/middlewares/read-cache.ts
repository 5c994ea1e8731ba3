import type { Context, MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { AppDeps, AppEnv } from "../lib/context.ts";
import { countUnderRoute } from "../services/metrics/metrics.ts";
import { realtimeBusFor } from "../services/realtime/realtime-bus.ts";
import { completeAnswer } from "./complete-answer.ts";
import { etagOf, hasStaffCookie, matches } from "./http-cache.ts";

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
  // The messaging provider's delivery reports and replies (STOP): no published read shows them.
  "/api/text-messages/twilio/status",
  "/api/text-messages/twilio/inbound",
]);

export interface ReadCacheOptions {
  /** How long an answer may be reused at most (time-based changes: a new day, a scheduled item). */
  ttlMs: number;
  /** Entries kept at most (each distinct URL is one); the oldest go first. */
  maxEntries: number;
  /**
   * What the app's middlewares add to a cacheable read asked without a staff session: `fixed` headers
   * (security headers, the cache policy, the instance id) and `perRequest` ones (the request id), a new
   * record on each call. Given, a hit is answered complete (complete-answer.ts) with them, its tag and,
   * unless it is a 304, its type (the server adds the stored bytes' length); without them (or with a
   * staff cookie) a hit goes through those middlewares like any answer.
   */
  answerHeaders?: {
    fixed: Readonly<Record<string, string>>;
    perRequest: (c: Context<AppEnv>) => Record<string, string>;
  };
}

/** A hit answered before the app's routing (serveEarly, or the server's early reads). */
export interface EarlyAnswer {
  status: 200 | 304;
  /** The JSON (none on a 304). */
  body: string | null;
  /** The JSON's length in bytes (UTF-8). */
  length: number;
  /** Every header of the answer but its length (and the server's date and connection ones). */
  headers: Record<string, string>;
  /** The route template of the endpoint the answer is of (for the metrics). */
  route: string;
}

/** The path and query of an absolute URL: what entries are kept under (the host plays no part). */
const pathAndQuery = (url: string) => url.slice(url.indexOf("/", url.indexOf("//") + 2));

interface Entry {
  storedAt: number;
  contentType: string;
  /** The JSON as sent (UTF-8). */
  body: Uint8Array<ArrayBuffer>;
  /**
   * The same JSON as text, which a complete hit sends: Node writes a text body in one piece with the
   * status line and headers, where bytes go out as a second chunk of a gathered write.
   */
  text: string;
  /** The body's ETag, computed once when stored (http-cache.ts then does not hash it again). */
  etag: string;
  /** The route template of the endpoint that answered (for the metrics of an early hit). */
  route: string;
  /** The headers of a complete answer (with `answerHeaders`), less the per-request ones. */
  complete?: { ok: Readonly<Record<string, string>>; notModified: Readonly<Record<string, string>> };
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
 * - `serve`: on each cacheable endpoint's route, before its validators and handler; stores answers,
 *   and answers hits;
 * - `serveEarly`: for every /api request, before the session is looked at: answers a hit for a GET
 *   without credentials (no Authorization header, no staff cookie) at once, complete, when
 *   `answerHeaders` are given. Such a request would pass the CSRF check (a safe method), get no user
 *   and reach `serve` with nothing else done; this spares it the middlewares in between.
 */
export function createReadCache(deps: Pick<AppDeps, "db" | "logger">, options: ReadCacheOptions) {
  const bus = realtimeBusFor(deps.db, deps.logger);
  const entries = new Map<string, Entry>();
  /** Bumped on every invalidation: an answer read before it is not stored after it. */
  let generation = 0;
  let listening = false;
  /** Told of every invalidation (this instance's writes and the others'): the rendered pages' cache. */
  const followers = new Set<() => void>();
  const clear = () => {
    generation += 1;
    entries.clear();
    for (const follow of followers) follow();
  };
  // Each cache names itself in its NOTIFYs and skips its own when they come back: it cleared itself at
  // the write, and clearing again later (on PostgreSQL the NOTIFY arrives after the write's answer)
  // would drop the fresh answers read since.
  const origin = crypto.randomUUID();
  const ready = bus
    .subscribe(readCacheChannel, (from) => {
      if (from !== origin) clear();
    })
    .then(
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
    await bus.publish(readCacheChannel, origin).catch((error: unknown) => {
      deps.logger.error({ err: error }, "read cache: NOTIFY failed");
    });
  };

  /** The fresh entry for this path and query, if any (entries are only stored while listening). */
  const fresh = (key: string, now: number) => {
    const hit = entries.get(key);
    return hit && now - hit.storedAt < options.ttlMs ? hit : undefined;
  };
  /**
   * The complete answer of a fresh entry (all its headers, complete-answer.ts), a 304 when the caller's
   * tag matches; `headers` holds the per-request ones and receives the rest.
   */
  const completeHit = (
    hit: Entry,
    complete: NonNullable<Entry["complete"]>,
    ifNoneMatch: string | undefined,
    headers: Record<string, string>,
  ): EarlyAnswer => {
    // Copied onto the per-request record: adding keys to a spread copy instead is very slow in V8.
    // As http-cache.ts answers it: no body, nor the headers that describe one.
    if (matches(ifNoneMatch, hit.etag))
      return {
        status: 304,
        body: null,
        length: 0,
        headers: Object.assign(headers, complete.notModified),
        route: hit.route,
      };
    return {
      status: 200,
      body: hit.text,
      length: hit.body.byteLength,
      headers: Object.assign(headers, complete.ok),
      route: hit.route,
    };
  };
  const asResponse = (answer: EarlyAnswer) => completeAnswer(answer.body, answer.status, answer.headers);

  /**
   * For a GET asked without credentials (no Authorization header, no staff cookie): the complete
   * answer of a fresh entry for `key` (path and query), or undefined. `perRequest` holds the headers
   * of this request (its id) and receives the others.
   */
  const answerEarly = (
    method: string,
    key: string,
    header: (name: string) => string | undefined,
    perRequest: Record<string, string>,
  ): EarlyAnswer | undefined => {
    if (!listening || method !== "GET" || header("authorization") || hasStaffCookie(header("cookie")))
      return undefined;
    const hit = fresh(key, Date.now());
    return hit?.complete && completeHit(hit, hit.complete, header("if-none-match"), perRequest);
  };

  const serveEarly: MiddlewareHandler<AppEnv> = async (c, next) => {
    const perRequest = options.answerHeaders?.perRequest(c) ?? {};
    const answer = answerEarly(
      c.req.method,
      pathAndQuery(c.req.url),
      (name) => c.req.header(name),
      perRequest,
    );
    if (!answer) return next();
    countUnderRoute(c, answer.route);
    return asResponse(answer);
  };

  /** Reads of the data under way, by URL, with the generation they started in. */
  const reading = new Map<string, { generation: number; entry: Promise<Entry | undefined> }>();

  const serve: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!listening || c.req.method !== "GET" || c.get("user")) return next();
    const key = pathAndQuery(c.req.url);
    const now = Date.now();
    let hit = fresh(key, now);
    // A miss while the same read is under way (nothing written since it began) waits for its answer:
    // when an entry expires, the requests in flight make one read of the data, not one each.
    const under = hit ? undefined : reading.get(key);
    if (under && under.generation === generation) hit = await under.entry;
    if (hit) {
      if (hit.complete && !hasStaffCookie(c.req.header("cookie"))) {
        const headers = options.answerHeaders?.perRequest(c) ?? {};
        return asResponse(completeHit(hit, hit.complete, c.req.header("if-none-match"), headers));
      }
      return c.body(hit.body, 200, { "content-type": hit.contentType, etag: hit.etag });
    }
    const started = generation;
    let stored: Entry | undefined;
    let settle: (entry: Entry | undefined) => void = () => {};
    const own = {
      generation: started,
      entry: new Promise<Entry | undefined>((resolve) => (settle = resolve)),
    };
    if (reading.get(key)?.generation !== started) reading.set(key, own);
    try {
      await next();
      stored = await store(c, key, now, started);
    } finally {
      if (reading.get(key) === own) reading.delete(key);
      settle(stored);
    }
  };

  /** Keeps this read's answer (a 200 JSON one, with nothing written since the read began). */
  const store = async (c: Context<AppEnv>, key: string, now: number, started: number) => {
    const res = c.res;
    const contentType = res.headers.get("content-type") ?? "";
    if (res.status !== 200 || !contentType.startsWith("application/json") || generation !== started) return;
    const body = new Uint8Array(await res.arrayBuffer());
    // Replaced, not merged (Hono would copy the old answer's headers onto the new one).
    c.res = undefined;
    c.res = new Response(body, { status: res.status, headers: res.headers });
    if (generation !== started) return;
    const etag = etagOf(body);
    const fixed = options.answerHeaders?.fixed;
    const complete = fixed && {
      ok: Object.assign({}, fixed, { etag, "content-type": contentType }),
      notModified: Object.assign({}, fixed, { etag }),
    };
    const text = new TextDecoder().decode(body);
    const entry: Entry = { storedAt: now, contentType, body, text, etag, route: routePath(c), complete };
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > options.maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    return entry;
  };

  /** Calls `listener` whenever the published data may have changed; returns the unsubscribe. */
  const onInvalidate = (listener: () => void) => {
    followers.add(listener);
    return () => followers.delete(listener);
  };

  return { serve, serveEarly, answerEarly, invalidateOnWrite, onInvalidate, ready, size: () => entries.size };
}

export type ReadCache = ReturnType<typeof createReadCache>;
