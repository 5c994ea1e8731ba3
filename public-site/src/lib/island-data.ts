/**
 * Where an islands page's data for its later islands is asked for (lib/page-state.ts `islandData`): the
 * page's own address with this query parameter (server/page-server.ts answers it, the service worker
 * keeps it). No imports: the service worker uses it too.
 */
export const islandDataParam = "island-data";

/** Where the page at `path` (its path and query, as the browser has it) has its islands' data `id`. */
export const islandDataUrl = (path: string, id: string): string =>
  `${path}${path.includes("?") ? "&" : "?"}${islandDataParam}=${encodeURIComponent(id)}`;
