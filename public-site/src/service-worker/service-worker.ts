// The public site's service worker (built on its own into dist/client/service-worker.js, see
// vite.config.ts; registered after load by public/boot.js). Decision 020 explains the choices.
import { ExpirationPlugin } from "workbox-expiration";
import { createPartialResponse } from "workbox-range-requests";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from "workbox-strategies";
import { islandDataParam } from "../lib/island-data.ts";
import {
  cacheNames,
  isKeptApiAnswer,
  isPublicAnswer,
  isPublicPagePath,
  markOffline,
  otherRecording,
  sermonAudioPattern,
} from "./offline-rules.ts";

declare const self: ServiceWorkerGlobalScope;

const keepPublic = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    isPublicAnswer(response) ? response : null,
};

// Pages: always asked of the network (a staff edit shows at once); the last copy opens offline,
// marked so the layout shows "you are offline".
const pages = new NetworkFirst({
  cacheName: cacheNames.pages,
  matchOptions: { ignoreVary: true },
  plugins: [
    keepPublic,
    new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true }),
    {
      cachedResponseWillBeUsed: async ({ cachedResponse }) => {
        if (!cachedResponse) return cachedResponse;
        const headers = new Headers(cachedResponse.headers);
        // The stored body is decoded already, and is about to change length.
        headers.delete("content-encoding");
        headers.delete("content-length");
        return new Response(markOffline(await cachedResponse.text()), { status: 200, headers });
      },
    },
  ],
});

// The build's hashed files never change: kept as they are fetched.
const assets = new CacheFirst({
  cacheName: cacheNames.assets,
  plugins: [new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })],
});

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const fromStaffPage = (request: Request) => {
  try {
    return request.referrer !== "" && !isPublicPagePath(new URL(request.referrer).pathname);
  } catch {
    return false;
  }
};

registerRoute(
  ({ request, url }) => request.mode === "navigate" && sameOrigin(url) && isPublicPagePath(url.pathname),
  pages,
);

registerRoute(({ url }) => sameOrigin(url) && url.pathname.startsWith("/assets/"), assets);

// The site's own plain files (boot.js marks the page as running JavaScript): the copy at hand, renewed.
const files = new StaleWhileRevalidate({ cacheName: cacheNames.files });
const isSiteFile = (url: URL) =>
  sameOrigin(url) && /^\/(boot\.js|favicon\.svg|manifest(\.sw)?\.webmanifest|icons\/)/.test(url.pathname);
registerRoute(({ url }) => isSiteFile(url), files);

// A saved sermon plays from its saved copy (either recording of it), in the ranges the player asks.
registerRoute(
  ({ url }) => sameOrigin(url) && sermonAudioPattern.test(url.pathname),
  async ({ request, url }) => {
    const saved = await caches.open(cacheNames.savedAudio);
    const other = otherRecording(url.pathname);
    const copy =
      (await saved.match(url.pathname, { ignoreSearch: true, ignoreVary: true })) ??
      (other ? await saved.match(other, { ignoreSearch: true, ignoreVary: true }) : undefined);
    if (!copy) return fetch(request);
    return request.headers.has("range") ? createPartialResponse(request, copy) : copy;
  },
);

// Public API reads (events, sermons, site texts): network first, the last answer offline. Only answers
// the server declares public JSON are kept; a staff session's answers are private and never stored.
const apiReads = new NetworkFirst({
  cacheName: cacheNames.api,
  matchOptions: { ignoreVary: true },
  plugins: [
    { cacheWillUpdate: async ({ response }) => (isKeptApiAnswer(response) ? response : null) },
    new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
  ],
});
registerRoute(
  ({ request, url }) =>
    sameOrigin(url) &&
    url.pathname.startsWith("/api/") &&
    // Event streams (live chat) go straight to the network: nothing to keep, and no worker in between.
    request.headers.get("accept") !== "text/event-stream" &&
    !fromStaffPage(request),
  apiReads,
);

// An islands page's data for the islands it hydrates later (lib/page-state.ts), named by the page's
// own id: kept like an API read, so that a page opened offline wakes its islands too.
const isIslandData = (url: URL) =>
  sameOrigin(url) && isPublicPagePath(url.pathname) && url.searchParams.has(islandDataParam);
registerRoute(({ request, url }) => request.mode !== "navigate" && isIslandData(url), apiReads);

/**
 * On the first visit the page was loaded before this worker: the page asks it to keep that page and
 * the files it used, so the visited page opens offline too.
 */
self.addEventListener("message", (event) => {
  const data = event.data as { type?: string; page?: string; files?: string[] } | undefined;
  if (data?.type !== "keep-page" || !data.page) return;
  const page = new URL(data.page, self.location.origin);
  if (!sameOrigin(page) || !isPublicPagePath(page.pathname)) return;
  const used = (data.files ?? []).map((file) => new URL(file, self.location.origin));
  const keep = (strategy: typeof files, url: URL) =>
    strategy.handle({ event, request: new Request(url.href) });
  event.waitUntil(
    Promise.allSettled([
      pages.handle({ event, request: new Request(page.href, { credentials: "same-origin" }) }),
      ...used
        .filter((url) => sameOrigin(url) && url.pathname.startsWith("/assets/"))
        .map((url) => keep(assets, url)),
      ...used.filter(isSiteFile).map((url) => keep(files, url)),
      ...used.filter(isIslandData).map((url) => keep(apiReads, url)),
    ]),
  );
});

self.addEventListener("install", () => {
  void self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  // Caches of an older version of this worker go; saved sermons stay until the visitor removes them.
  const current = new Set<string>(Object.values(cacheNames));
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith("ps-") && !current.has(name))
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});
