import { createHash } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { AppEnv } from "../lib/context.ts";
import { ACCESS_COOKIE } from "../middlewares/auth.ts";
import type { CacheRules } from "./rules.ts";

export interface HttpCacheOptions {
  /** Seconds a shared cache (gateway, CDN) may reuse an answer without asking; browsers always ask. */
  sharedMaxAgeSeconds: number;
  /** Seconds past that a CDN may still answer with the old copy while it fetches the new one. */
  staleWhileRevalidateSeconds: number;
}

/** A strong validator: the hash of the exact bytes sent. */
export const etagOf = (bytes: Uint8Array | string) =>
  `"${createHash("sha1").update(bytes).digest("base64url")}"`;

/** If-None-Match holds `*` or a list of tags; the comparison is the weak one (RFC 9110 13.1.2). */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/** A staff session's cookie is sent (valid or not): the answer is `private, no-cache`. */
export const hasStaffCookie = (cookie: string | undefined) => (cookie ?? "").includes(`${ACCESS_COOKIE}=`);

/** The caching headers of a cacheable read asked without a staff session. */
export function publicCacheHeaders(options: HttpCacheOptions) {
  return {
    "cache-control": `public, max-age=0, s-maxage=${options.sharedMaxAgeSeconds}`,
    "cdn-cache-control": `max-age=${options.sharedMaxAgeSeconds}, stale-while-revalidate=${options.staleWhileRevalidateSeconds}`,
    vary: "Cookie",
  };
}

/** Headers that describe a body and do not belong on a 304. */
export const bodyHeaders: readonly string[] = [
  "content-type",
  "content-length",
  "content-encoding",
  "transfer-encoding",
];

/**
 * HTTP caching of published content, as one middleware (no handler knows about it):
 * - published reads (`cache: "published"` on the endpoint) answer with a strong ETag (hash of the body) and
 *   `Cache-Control: public, max-age=0, s-maxage=<short>` and `CDN-Cache-Control: max-age=<short>,
 *   stale-while-revalidate=<...>` (RFC 9213). Browsers revalidate every time (a 304 costs little), so a
 *   visitor sees a staff edit at once and never gets a stale copy refreshed behind their back; only
 *   shared caches reuse answers for a few seconds. A request with a staff session gets
 *   `private, no-cache`; `Vary: Cookie` keeps the two apart in shared caches;
 * - `If-None-Match` with the current tag answers 304 without a body;
 * - everything else under /api gets `no-store`, unless it set its own Cache-Control (files, feeds).
 * A read-cache hit (read-cache.ts) is answered with the headers this gave the read it keeps.
 */
export function httpCache(options: HttpCacheOptions, rules: CacheRules): MiddlewareHandler<AppEnv> {
  const policy = publicCacheHeaders(options);
  const setPolicy = (headers: Headers, staff: boolean) => {
    headers.set("cache-control", staff ? "private, no-cache" : policy["cache-control"]);
    if (!staff) headers.set("cdn-cache-control", policy["cdn-cache-control"]);
    headers.append("vary", "Cookie");
  };
  /** A 200 JSON answer to a GET or HEAD of a cacheable endpoint. */
  const cacheable = (c: Context<AppEnv>) =>
    (c.req.method === "GET" || c.req.method === "HEAD") &&
    c.res.status === 200 &&
    rules.isPublishedRead("GET", routePath(c)) &&
    (c.res.headers.get("content-type") ?? "").startsWith("application/json");
  return async (c, next) => {
    await next();
    if (!cacheable(c)) {
      if (!c.res.headers.has("cache-control")) c.res.headers.set("cache-control", "no-store");
      return;
    }
    const staff = hasStaffCookie(c.req.header("cookie"));
    const bytes = new Uint8Array(await c.res.arrayBuffer());
    const etag = etagOf(bytes);
    const headers = new Headers(c.res.headers);
    headers.set("etag", etag);
    setPolicy(headers, staff);
    const notModified = matches(c.req.header("if-none-match"), etag);
    if (notModified) for (const name of bodyHeaders) headers.delete(name);
    // Replaced, not merged: Hono would otherwise copy the old answer's headers onto the new one.
    c.res = undefined;
    c.res = new Response(notModified ? null : bytes, { status: notModified ? 304 : 200, headers });
  };
}
