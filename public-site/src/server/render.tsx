import { calendarDate, churchInfo } from "@church/contracts";
import type { Language } from "@church/ui-kit";
import { dehydrate } from "@tanstack/react-query";
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import { App } from "../app/app.tsx";
import { AppErrorBoundary } from "../app/error-boundary.tsx";
import { matchPublicRoute, PublicRoutes, preloadPage } from "../app/routes.tsx";
import { requestI18n, usedNamespaces } from "../i18n/server-i18n.ts";
import { basenameOf, pathIn, splitLanguage } from "../lib/language.ts";
import { type PageState, serializePageState } from "../lib/page-state.ts";
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
    };

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
  const info: RenderInfo = { now, today, dayEnds, ...visitor, head: {}, drawnModules: new Set() };
  const { prelude } = await prerender(
    <StrictMode>
      <App queryClient={queryClient} i18n={i18n} info={info}>
        <StaticRouter location={url.pathname + url.search} basename={basenameOf(language)}>
          <AppErrorBoundary>
            <PublicRoutes />
          </AppErrorBoundary>
        </StaticRouter>
      </App>
    </StrictMode>,
    // A part that fails is left to the browser to render (and reported here). Nothing is streamed
    // later: a large section is not moved out of place (that needs an inline script, which the CSP
    // forbids).
    { onError, progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  // React puts its resource hints (preloads) before the markup; in <head> the browser finds them first.
  const hints = /^(?:<link [^>]*>)*/.exec(html)?.[0] ?? "";
  const body = html.slice(hints.length);
  const namespaces = usedNamespaces(i18n);
  const state: PageState = {
    language,
    origin: siteConfig.origin,
    now,
    today,
    dayEnds,
    namespaces,
    ...visitor,
    queries: dehydrate(queryClient, {
      // Failed reads too: the page shows the same "could not load" state on both sides.
      shouldDehydrateQuery: (query) => query.state.status !== "pending",
    }),
  };
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
    namespaces,
    drawnModules: [...(info.drawnModules ?? [])],
  };
}
