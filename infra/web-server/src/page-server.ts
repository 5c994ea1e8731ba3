/**
 * The public site's server renderer as its hosts see it: the built module
 * (public-site/dist/server/index.js) exports `createPageServer`; the one-origin server (api) and the
 * public site's own server load it at run time. Types only: the two sides share this one shape.
 */
export interface PageServerOptions {
  /** The built browser app (index.html, assets/, .vite/manifest.json). */
  clientDir: string;
  /** The address visitors use (canonical URLs, sitemap), without a trailing slash. */
  origin: string;
  /** How the renderer reads the API: a relative `/api/...` path and its init. */
  fetchApi: (path: string, init?: RequestInit) => Promise<Response>;
  /** How long a rendered page is kept (ms); 0 renders every request. `invalidate()` drops them all. */
  cacheMs: number;
  /** Pages kept at most (one per address). */
  maxEntries?: number;
  /** How long shared caches (CDNs, a gateway) may keep a page (s-maxage). */
  sharedMaxAgeSeconds?: number;
  /** Told when a render fails (the answer is then a 500 with a plain error page). */
  onError?: (error: unknown, url: string) => void;
}

/** A request as `PageServer.kept` reads it: no Request object is made for it. */
export interface KeptPageRequest {
  method: "GET" | "HEAD";
  /** Path and query, as sent. */
  url: string;
  /** A request header by its lower-case name. */
  header(name: string): string | undefined;
}

/** A kept page's answer as it is sent: the page server's own headers (the host adds its own). */
export interface KeptPageAnswer {
  status: number;
  headers: Record<string, string>;
  /** The bytes in the encoding the request accepts; none on a 304 or a HEAD. */
  body: Uint8Array<ArrayBuffer> | null;
}

export interface PageServer {
  /** Answers a GET or HEAD of a public page, `/sitemap.xml` or `/robots.txt`. */
  handle(request: Request): Promise<Response>;
  /**
   * The answer `handle` would give from a kept copy, at once, or undefined when no fresh copy is kept
   * (then `handle` renders). Lets a host answer kept pages before its own routing.
   */
  kept(request: KeptPageRequest): KeptPageAnswer | undefined;
  /** Drops every kept page (what pages show has changed). */
  invalidate(): void;
  /** Pages kept now. */
  size(): number;
}

export interface PageServerModule {
  createPageServer(options: PageServerOptions): PageServer;
}
