import { type AnyEndpoint, allEndpoints, changesPublished, isPublishedRead } from "@church/contracts";

/**
 * What the read cache and the HTTP caching need to know of a request's endpoint, by method and route
 * template (`routePath`). Derived from what each endpoint declares in `contracts` (`cache`,
 * `changesPublished`); tests give their own.
 */
export interface CacheRules {
  /** A read whose answer is the same for every visitor: kept in memory, cached by shared caches. */
  isPublishedRead(method: string, route: string): boolean;
  /** Whether a successful write may change a published read (then every instance's cache is emptied). */
  changesPublished(method: string, route: string): boolean;
  /**
   * Whether a path (no query) may be a published read, before the router has said which endpoint it is
   * (misses of such paths wait for a read of the same URL under way). A hint: storing asks the above.
   */
  mayBePublishedRead(path: string): boolean;
}

/** `/api/articles/:slug` as a regular expression: each parameter one path segment. */
const pattern = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z0-9_]+/g, "[^/]+")}$`);

/** The rules of a list of endpoints (all of the contracts' unless given). */
export function cacheRules(endpoints: readonly AnyEndpoint[] = allEndpoints): CacheRules {
  const byKey = new Map(endpoints.map((e) => [`${e.method} ${e.path}`, e]));
  const publishedReads = endpoints.filter(isPublishedRead);
  const published = new Set<string>(publishedReads.map((e) => e.path));
  const patterns = publishedReads.map((e) => pattern(e.path));
  return {
    isPublishedRead: (method, route) => method === "GET" && published.has(route),
    changesPublished: (method, route) => {
      const endpoint = byKey.get(`${method} ${route}`);
      // A write to no known endpoint (none succeeds today) is taken to change something: the safe side.
      return endpoint ? changesPublished(endpoint) : method !== "GET";
    },
    mayBePublishedRead: (path) => patterns.some((p) => p.test(path)),
  };
}
