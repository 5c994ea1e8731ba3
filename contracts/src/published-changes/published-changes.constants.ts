/**
 * The stream of published changes, without zod: the public site's server imports it (its bundle has
 * no use for zod here).
 */
export const publishedChangesEvents = {
  /** What public pages show may have changed: drop every rendered page. Its data: when the API heard of it. */
  changed: "changed",
} as const;

/** How often the stream sends a comment when nothing changes, so proxies keep it open and a reader can tell a dead connection. */
export const publishedChangesKeepAliveMs = 25_000;
