import { createHash } from "node:crypto";
import { calendarDate, churchInfo } from "@church/contracts";
import type { Language } from "@church/ui-kit";
import { dehydrate, type QueryClient } from "@tanstack/react-query";
import type { i18n as I18nInstance } from "i18next";
import { type ComponentType, createElement, type ReactNode, StrictMode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import { App } from "../app/app.tsx";
import { AppErrorBoundary } from "../app/error-boundary.tsx";
import { matchPublicRoute, PublicRoutes, preloadPage } from "../app/routes.tsx";
import { requestI18n, usedNamespaces } from "../i18n/server-i18n.ts";
import {
  createIslandCollector,
  type DrawnIsland,
  hydratedAtLoad,
  type IslandCollector,
  islandIdPrefix,
} from "../islands/island-collector.ts";
import { isIslandName, islands } from "../islands/registry.ts";
import { basenameOf, pathIn, splitLanguage } from "../lib/language.ts";
import { type IslandData, type PageState, serializePageState } from "../lib/page-state.ts";
import { createServerQueryClient } from "../lib/query-client.ts";
import { churchDayEnds, type RenderInfo } from "../lib/render-info.tsx";
import { headTagsHtml } from "../lib/seo/head-tags.ts";
import { pageHeadTags } from "../lib/seo/head-update.ts";
import { churchJsonLd, websiteJsonLd } from "../lib/seo/structured-data.ts";
import { siteConfig } from "../lib/site-config.ts";
import { fetchLayoutData, pageData } from "./page-data.ts";

export type RenderResult =
  | { kind: "redirect"; status: number; location: string }
  | {
      kind: "page";
      status: number;
      language: Language;
      /** The source module of the page's screen, whose code and styles the page preloads. */
      module: string;
      /** Resource hints React emitted (e.g. the preload of an image with fetchPriority="high"). */
      hints: string;
      head: string;
      body: string;
      state: string;
      /** The namespaces the render used (their code is preloaded). */
      namespaces: string[];
      /** Modules of parts drawn without their code in the browser (static islands): their styles only. */
      drawnModules: string[];
      /** The data of the islands hydrated later, which the page does not carry (lib/page-state.ts). */
      islandData?: { id: string; json: string };
      /**
       * An islands page: the modules of the islands hydrated at once (preloaded), the screen's module
       * and the others' carry only their styles.
       */
      islands?: { loadModules: string[] };
    };

/**
 * The data only islands hydrated later read, as the browser asks for it (lib/page-state.ts
 * `IslandData`): named by its content, so that a page can tell the data it was drawn from.
 */
function islandDataOf(client: QueryClient, hashes: ReadonlySet<string>): { id: string; json: string } {
  const queries = dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status !== "pending" && hashes.has(query.queryHash),
  });
  // Named by what the islands draw from (each query's key, status, data and error), not by when it was
  // read: a page made again from the same data gives its islands the same id.
  const drawnFrom = queries.queries.map(({ queryHash, state }) => [
    queryHash,
    state.status,
    state.data,
    state.error,
  ]);
  const id = createHash("sha256").update(JSON.stringify(drawnFrom)).digest("base64url").slice(0, 16);
  const data: IslandData = { id, queries };
  return { id, json: JSON.stringify(data) };
}

/** The church (organisation, place of worship, service hours) and the website with its search, on every page. */
const siteJsonLdHtml = (origin: string) =>
  `<script type="application/ld+json" id="site-structured-data">${JSON.stringify([
    churchJsonLd(origin, siteConfig.logo, siteConfig.socialImage.path),
    websiteJsonLd(origin),
  ]).replace(/</g, "\\u003c")}</script>`;

/** Renders one public page: the route's code and data are loaded first, then React renders it. */
export async function renderPage(
  url: URL,
  onError: (error: unknown) => void,
  /** What the request says of the visitor: no consent choice yet (the banner), data saver on. */
  visitor: { consentBanner: boolean; dataSaver: boolean } = { consentBanner: true, dataSaver: false },
  now = Date.now(),
): Promise<RenderResult> {
  const { language, path } = splitLanguage(url.pathname);
  const { route, params } = matchPublicRoute(path);
  if (route.kind === "redirect") {
    return { kind: "redirect", status: 301, location: `${pathIn(language, route.to)}${url.search}` };
  }
  // The payment provider returns to /?donation=success: the giving page shows the thank-you (the home
  // page does the same for a move inside the app, but an islands page does not run its own code).
  if (route.path === "/" && url.searchParams.get("donation") === "success") {
    return { kind: "redirect", status: 302, location: pathIn(language, "/give?donation=success") };
  }
  const queryClient = createServerQueryClient();
  const data = route.kind === "page" ? pageData[route.path as keyof typeof pageData] : undefined;
  const [i18n] = await Promise.all([
    requestI18n(language),
    preloadPage(route.page),
    fetchLayoutData(queryClient),
    data?.fetch(queryClient, params, { search: url.searchParams, language }),
  ]);
  // A page of an item that does not exist shows its "not found" state with status 404.
  const missing = route.kind === "not-found" || data?.found?.(queryClient, params) === false;
  const dayEnds = churchDayEnds(now);
  const today = calendarDate(new Date(now), churchInfo.timeZone);
  const collector = route.kind === "page" && route.page.islands ? createIslandCollector() : undefined;
  const info: RenderInfo = {
    now,
    today,
    dayEnds,
    ...visitor,
    head: {},
    drawnModules: new Set(),
    islands: collector,
  };
  const location = url.pathname + url.search;
  const basename = basenameOf(language);
  const rendered = await renderHtml(
    <App queryClient={queryClient} i18n={i18n} info={info}>
      <StaticRouter location={location} basename={basename}>
        <AppErrorBoundary>
          <PublicRoutes />
        </AppErrorBoundary>
      </StaticRouter>
    </App>,
    onError,
  );
  let { hints, body } = rendered;
  let namespaces = usedNamespaces(i18n);
  /**
   * On an islands page, the queries its islands hydrated at load read: the only ones the page carries;
   * and those only islands hydrated later read, which the browser asks for when one is (islandData).
   */
  let readAtLoad: Set<string> | undefined;
  let readLater = new Set<string>();
  if (collector) {
    // Each island a root of its own, as the browser hydrates it; its texts and data are all the page
    // state carries (the rest of the page is never rendered in the browser).
    const reads = recordQueryReads(queryClient);
    const drawn = await renderIslands(collector, onError, reads, async (part) => {
      // An i18n instance per island: the namespaces it used are the ones it loads (data-namespaces).
      const islandI18n = await requestI18n(language);
      return {
        i18n: islandI18n,
        node: (
          <App queryClient={queryClient} i18n={islandI18n} info={{ ...info, islands: undefined }}>
            <StaticRouter location={location} basename={basename}>
              {part}
            </StaticRouter>
          </App>
        ),
      };
    });
    hints += drawn.hints;
    readAtLoad = drawn.readAtLoad;
    const atLoad = readAtLoad;
    readLater = new Set([...drawn.readLater].filter((hash) => !atLoad.has(hash)));
    body = drawn.into(body, readLater);
    // The page starts with the texts of the islands hydrated at load; the others load theirs.
    namespaces = drawn.loadNamespaces;
    info.drawnModules?.add(route.page.module);
    for (const island of collector.list()) info.drawnModules?.add(islandModule(island));
  }
  const state: PageState = {
    language,
    origin: siteConfig.origin,
    now,
    today,
    dayEnds,
    namespaces,
    ...visitor,
    ...(collector ? { islands: true } : {}),
    queries: dehydrate(queryClient, {
      // Failed reads too: the page shows the same "could not load" state on both sides.
      shouldDehydrateQuery: (query) =>
        query.state.status !== "pending" && (!readAtLoad || readAtLoad.has(query.queryHash)),
    }),
  };
  const later = readLater.size > 0 ? islandDataOf(queryClient, readLater) : undefined;
  if (later) state.islandData = later.id;
  return {
    kind: "page",
    status: missing ? 404 : 200,
    language,
    module: route.page.module,
    hints,
    head: [
      // The installed app's name and start page in the page's language.
      `<link rel="manifest" href="/manifest${language === "sw" ? ".sw" : ""}.webmanifest" />`,
      info.head?.meta ? headTagsHtml(pageHeadTags(info.head.meta, language)) : "",
      siteJsonLdHtml(siteConfig.origin),
    ].join("\n    "),
    body,
    state: serializePageState(state),
    ...(later && { islandData: later }),
    namespaces,
    drawnModules: [...(info.drawnModules ?? [])],
    ...(collector && {
      islands: {
        loadModules: [
          ...new Set(
            collector
              .list()
              .filter((island) => hydratedAtLoad(island.timing))
              .map((island) => islandModule(island)),
          ),
        ],
      },
    }),
  };
}

/**
 * The hashes of the queries `client` reads from now on, into the set `into` returns: every `useQuery`
 * finds its query through the cache's `build` (it makes the query, or returns the one there). Only for
 * this render's own client.
 */
function recordQueryReads(client: QueryClient): { into: (reads: Set<string>) => void } {
  let read = new Set<string>();
  const cache = client.getQueryCache();
  const build = cache.build.bind(cache);
  cache.build = ((...args: Parameters<typeof build>) => {
    const query = build(...args);
    read.add(query.queryHash);
    return query;
  }) as typeof cache.build;
  return {
    into: (reads) => {
      read = reads;
    },
  };
}

/** An island's entry in the registry; a name it lacks is a coding error (islands/island.tsx). */
function islandEntry({ name }: DrawnIsland) {
  if (!isIslandName(name))
    throw new Error(`The page draws an island "${name}" that islands/registry.ts lacks`);
  return islands[name];
}
const islandModule = (island: DrawnIsland) => islandEntry(island).module;

/** React's static HTML of `node`, its resource hints (preloads React emits first) apart. */
async function renderHtml(
  node: ReactNode,
  onError: (error: unknown) => void,
  identifierPrefix?: string,
): Promise<{ hints: string; body: string }> {
  const { prelude } = await prerender(<StrictMode>{node}</StrictMode>, {
    identifierPrefix,
    // A part that fails is left to the browser to render (and reported here). Nothing is streamed
    // later: a large section is not moved out of place (that needs an inline script, which the CSP
    // forbids).
    onError,
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const html = await new Response(prelude).text();
  // React puts its resource hints (preloads) before the markup; in <head> the browser finds them first.
  const hints = /^(?:<link [^>]*>)*/.exec(html)?.[0] ?? "";
  return { hints, body: html.slice(hints.length) };
}

/**
 * Renders each island the page drew as a root of its own (with its own useId prefix, as the browser
 * hydrates it: islands/start-islands.ts), one after another so that the queries each reads are its own,
 * and returns how to put them into the page's HTML, into the empty elements `islandOf` drew. An island
 * that needs data the page sends later (`later`) is marked `data-island-data`.
 */
async function renderIslands(
  collector: IslandCollector,
  onError: (error: unknown) => void,
  reads: { into: (reads: Set<string>) => void },
  around: (part: ReactNode) => Promise<{ i18n: I18nInstance; node: ReactNode }>,
): Promise<{
  hints: string;
  into: (body: string, later: ReadonlySet<string>) => string;
  loadNamespaces: string[];
  /** The queries read by islands hydrated at load (whatever the browser), and by the others. */
  readAtLoad: Set<string>;
  readLater: Set<string>;
}> {
  const drawn: {
    island: DrawnIsland;
    hints: string;
    body: string;
    namespaces: string[];
    queries: Set<string>;
  }[] = [];
  for (const island of collector.list()) {
    const Component = await islandEntry(island).load();
    const { i18n, node } = await around(createElement(Component as ComponentType<object>, island.props));
    const queries = new Set<string>();
    reads.into(queries);
    const html = await renderHtml(node, onError, islandIdPrefix(island.id));
    drawn.push({ island, ...html, namespaces: usedNamespaces(i18n), queries });
  }
  reads.into(new Set());
  const readAtLoad = new Set<string>();
  const readLater = new Set<string>();
  for (const { island, queries } of drawn) {
    for (const hash of queries) (island.timing.when === "load" ? readAtLoad : readLater).add(hash);
  }
  return {
    hints: drawn.map((part) => part.hints).join(""),
    loadNamespaces: [
      ...new Set(
        drawn.filter(({ island }) => hydratedAtLoad(island.timing)).flatMap((part) => part.namespaces),
      ),
    ],
    readAtLoad,
    readLater,
    into: (body, later) =>
      drawn.reduce((page, { island, body: html, namespaces, queries }) => {
        const mark = `data-island-id="${island.id}"></`;
        if (!page.includes(mark))
          throw new Error(`The island ${island.name} (${island.id}) is not in the page`);
        const texts = `data-namespaces="${namespaces.join(" ")}"`;
        const data = [...queries].some((hash) => later.has(hash)) ? " data-island-data" : "";
        return page.replace(mark, () => `data-island-id="${island.id}" ${texts}${data}>${html}</`);
      }, body),
  };
}
