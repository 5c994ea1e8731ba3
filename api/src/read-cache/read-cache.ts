import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { AppDeps, AppEnv } from "../lib/context.ts";
import { requestIdOf } from "../middlewares/answer-headers.ts";
import { msSince, requestLog } from "../middlewares/request-logger.ts";
import { countUnderRoute } from "../services/metrics/metrics.ts";
import { realtimeBusFor } from "../services/realtime/realtime-bus.ts";
import { bodyHeaders, hasStaffCookie, matches } from "./http-cache.ts";
import { type CacheRules, cacheRules } from "./rules.ts";

/** LISTEN/NOTIFY channel on which an instance tells the others that something was written. */
export const readCacheChannel = "read_cache_invalidate";

export interface ReadCacheOptions {
  /** How long an answer may be reused at most (time-based changes: a new day, a scheduled item). */
  ttlMs: number;
  /** Entries kept at most (each distinct URL is one); the oldest go first. */
  maxEntries: number;
  /** Which reads are kept and which writes empty the cache: the contracts' unless given (tests). */
  rules?: CacheRules;
}

interface Entry {
  storedAt: number;
  /** The JSON as sent: Node writes a text body in one piece with the status line and headers. */
  text: string;
  /** Its length in bytes (UTF-8). */
  length: number;
  etag: string;
  /** The route template of the endpoint that answered (for the metrics). */
  route: string;
  /** The headers the app sent with this answer, less its request id (`notModified`: as a 304). */
  ok: Readonly<Record<string, string>>;
  notModified: Readonly<Record<string, string>>;
}

/** A request answered from memory. */
export interface Hit {
  status: 200 | 304;
  /** The JSON (none on a 304). */
  body: string | null;
  /** The JSON's length in bytes. */
  length: number;
  /** Every header but the body's length (and the server's date and connection ones). */
  headers: Record<string, string>;
  requestId: string;
  route: string;
}

/** The path and query of an absolute URL: what entries are kept under (the host plays no part). */
const pathAndQuery = (url: string) => url.slice(url.indexOf("/", url.indexOf("//") + 2));

/** A header of a Node request by its lower-case name (the first, when it is repeated). */
export const nodeHeader = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return typeof value === "string" ? value : value?.[0];
};

/** The answer's headers as a record, less those of this request only (its id). */
function headerRecord(headers: Headers): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [name, value] of headers) if (name !== "x-request-id") record[name] = value;
  return record;
}

/**
 * Published reads answered from memory: the one place that keeps, answers and drops them (decision 021).
 * The JSON of a published read (`cache: "published"` on its endpoint in `contracts`) asked without
 * credentials is kept by this instance with the very headers the app sent, for at most `ttlMs`, and
 * dropped on every instance once a write that may change it succeeds on any of them: a write here
 * clears this instance's entries and sends a NOTIFY that clears the others'. Entries are only stored
 * and served while the LISTEN is live.
 *
 * Hits are answered by `lookup`, asked by two callers: `answer`, the HTTP server itself before the app
 * (api-server.ts), and `middleware`, for requests that reach the app without it (the public site's
 * in-process reads, tests). The middleware also stores misses and clears the cache after writes.
 */
export function createReadCache(deps: Pick<AppDeps, "db" | "logger" | "metrics">, options: ReadCacheOptions) {
  const rules = options.rules ?? cacheRules();
  const bus = realtimeBusFor(deps.db, deps.logger);
  const entries = new Map<string, Entry>();
  /** Bumped on every invalidation: an answer read before it is not stored after it. */
  let generation = 0;
  let listening = false;
  let hits = 0;
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

  /** A GET that may be answered from memory: no Authorization header, no staff cookie. */
  const anonymous = (header: (name: string) => string | undefined) =>
    !header("authorization") && !hasStaffCookie(header("cookie"));

  /** The answer of an entry to a request: a 304 when its tag matches, with the request's id. */
  const hitOf = (entry: Entry, header: (name: string) => string | undefined): Hit => {
    hits += 1;
    const requestId = requestIdOf(header("x-request-id"));
    const notModified = matches(header("if-none-match"), entry.etag);
    // Copied onto a new record: adding keys to a spread copy instead is very slow in V8.
    const headers = Object.assign({ "x-request-id": requestId }, notModified ? entry.notModified : entry.ok);
    return notModified
      ? { status: 304, body: null, length: 0, headers, requestId, route: entry.route }
      : { status: 200, body: entry.text, length: entry.length, headers, requestId, route: entry.route };
  };

  /** The answer from memory to a GET of `key` (path and query), if there is a fresh one. */
  const lookup = (key: string, header: (name: string) => string | undefined): Hit | undefined => {
    if (!listening || !anonymous(header)) return undefined;
    const entry = entries.get(key);
    if (!entry || Date.now() - entry.storedAt >= options.ttlMs) return undefined;
    return hitOf(entry, header);
  };

  const log = requestLog(deps);
  /**
   * For the HTTP server, before the app: writes a hit to the socket, counted in the metrics under its
   * route and logged like any request, and says whether it did. Nothing else is done for a hit.
   */
  const answer = (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url;
    if (req.method !== "GET" || url === undefined || !url.startsWith("/api/")) return false;
    const started = performance.now();
    const hit = lookup(url, (name) => nodeHeader(req.headers, name));
    if (!hit) return false;
    if (hit.body !== null) hit.headers["content-length"] = String(hit.length);
    res.writeHead(hit.status, hit.headers);
    res.end(hit.body ?? undefined);
    const query = url.indexOf("?");
    const path = query === -1 ? url : url.slice(0, query);
    deps.metrics.record("GET", hit.route, hit.status, (performance.now() - started) / 1000);
    log({ requestId: hit.requestId, method: "GET", path, status: hit.status, ms: msSince(started) });
    return true;
  };

  /** Reads of the data under way, by URL, with the generation they started in. */
  const reading = new Map<string, { generation: number; entry: Promise<Entry | undefined> }>();

  /** Keeps this read's answer (a 200 JSON one of a published read, nothing written since it began). */
  const store = async (c: Context<AppEnv>, key: string, now: number, started: number) => {
    const res = c.res;
    const contentType = res.headers.get("content-type") ?? "";
    const etag = res.headers.get("etag");
    if (
      res.status !== 200 ||
      !etag ||
      !contentType.startsWith("application/json") ||
      res.headers.has("set-cookie") ||
      !rules.isPublishedRead("GET", routePath(c)) ||
      generation !== started
    )
      return undefined;
    const body = new Uint8Array(await res.arrayBuffer());
    // Replaced, not merged (Hono would copy the old answer's headers onto the new one).
    c.res = undefined;
    c.res = new Response(body, { status: 200, headers: res.headers });
    if (generation !== started) return undefined;
    const ok = headerRecord(res.headers);
    const notModified = { ...ok };
    for (const name of bodyHeaders) delete notModified[name];
    const text = new TextDecoder().decode(body);
    const entry: Entry = {
      storedAt: now,
      text,
      length: body.byteLength,
      etag,
      route: routePath(c),
      ok,
      notModified,
    };
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > options.maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    return entry;
  };

  /** A hit as the app's answer (counted under its endpoint's route by the metrics middleware). */
  const respond = (c: Context<AppEnv>, hit: Hit) => {
    c.set("requestId", hit.requestId);
    countUnderRoute(c, hit.route);
    return new Response(hit.body, { status: hit.status, headers: hit.headers });
  };

  /** A GET: answered from memory, or read (once for the misses of a URL that arrive meanwhile) and kept. */
  const read = async (c: Context<AppEnv>, next: () => Promise<void>) => {
    const header = (name: string) => c.req.header(name);
    const key = pathAndQuery(c.req.url);
    const hit = lookup(key, header);
    if (hit) return respond(c, hit);
    if (!listening || !anonymous(header) || !rules.mayBePublishedRead(c.req.path)) return next();
    // A miss while the same read is under way (nothing written since it began) waits for its answer:
    // when an entry expires, the requests in flight make one read of the data, not one each.
    const under = reading.get(key);
    const waited = under?.generation === generation ? await under.entry : undefined;
    if (waited) return respond(c, hitOf(waited, header));
    const started = generation;
    const now = Date.now();
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

  /** A write that succeeded (or failed on the server's side) and may change a published read. */
  const write = async (c: Context<AppEnv>, next: () => Promise<void>) => {
    await next();
    const status = c.res.status;
    if (status >= 400 && status < 500) return;
    if (!rules.changesPublished(c.req.method, routePath(c))) return;
    clear();
    await bus.publish(readCacheChannel, origin).catch((error: unknown) => {
      deps.logger.error({ err: error }, "read cache: NOTIFY failed");
    });
  };

  /**
   * For every /api request, outside the middlewares that add headers (answerHeaders, httpCache), so
   * that what it keeps carries theirs: answers hits, stores misses, clears after writes.
   */
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const method = c.req.method;
    if (method === "GET") return read(c, next);
    if (method === "HEAD" || method === "OPTIONS") return next();
    return write(c, next);
  };

  /** Calls `listener` whenever the published data may have changed; returns the unsubscribe. */
  const onInvalidate = (listener: () => void) => {
    followers.add(listener);
    return () => followers.delete(listener);
  };

  return {
    answer,
    middleware,
    onInvalidate,
    /** Drops this instance's entries (and tells its followers) without a write: a change by the clock. */
    invalidate: clear,
    ready,
    size: () => entries.size,
    /** Requests answered from memory so far (tests). */
    hits: () => hits,
  };
}

export type ReadCache = ReturnType<typeof createReadCache>;
