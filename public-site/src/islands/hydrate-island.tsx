import { queryDefaults } from "@church/contracts/client";
import { hydrate, QueryClient } from "@tanstack/react-query";
import {
  type ComponentType,
  createElement,
  type ReactNode,
  StrictMode,
  startTransition,
  useEffect,
} from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "../app/app.tsx";
import { ToastHost } from "../app/toast-host.tsx";
import { startPageI18n } from "../i18n/page-i18n.ts";
import { islandDataUrl } from "../lib/island-data.ts";
import { basenameOf } from "../lib/language.ts";
import type { IslandData, PageState } from "../lib/page-state.ts";
import { loadRestOfStyles } from "../lib/page-styles-rest.ts";
import type { RenderInfo } from "../lib/render-info.tsx";
import { setSiteOrigin } from "../lib/site-config.ts";
import { islandAttribute, islandIdPrefix } from "./island-collector.ts";
import { PageLoadRouter } from "./page-load-router.tsx";
import { isIslandName, islands } from "./registry.ts";

/**
 * The page's data (what the server drew its islands from) stays in the query cache while the page is
 * open: an island is drawn from it when its code, texts and styles have come, however long that takes,
 * or it would not match the server's HTML. With the cache's usual 5 minutes, counted from when the data
 * is put in, a clock run ahead while an island woke (islands.spec's worship countdown) drew it without.
 */
const pageData = { defaultOptions: { queries: { gcTime: Number.POSITIVE_INFINITY } } };

/** Runs `done` once the island's first render is committed (it adds nothing to the markup). */
function Committed({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(done, []);
  return children;
}

/**
 * The React side of an islands page, loaded with the first island that hydrates (islands/start-islands.ts
 * decides when): all islands share one query cache (seeded from the page state, and with the data of
 * the islands hydrated later when the first of them is), one i18n instance and the page's render info,
 * and the page gets the toasts' host, a root of its own that draws nothing until a first toast. Before
 * the first island is live, the page's whole style sheets load (lib/page-styles-rest.ts).
 */
export function islandHydrator(state: PageState): (element: HTMLElement) => Promise<void> {
  setSiteOrigin(state.origin);
  const queryClient = new QueryClient({ defaultOptions: queryDefaults });
  hydrate(queryClient, state.queries, pageData);
  const i18n = startPageI18n(state.language, state.namespaces);
  const info: RenderInfo = {
    now: state.now,
    today: state.today,
    dayEnds: state.dayEnds,
    consentBanner: state.consentBanner,
    dataSaver: state.dataSaver,
  };
  const basename = basenameOf(state.language);
  const toasts = document.createElement("div");
  document.body.append(toasts);
  createRoot(toasts).render(
    <StrictMode>
      <ToastHost />
    </StrictMode>,
  );

  /**
   * The data of the islands hydrated later (not in the page: lib/page-state.ts), asked for once, with
   * the first of them; asked again after a failure (offline, then online).
   */
  let later: Promise<IslandData> | undefined;
  const laterData = (id: string) => {
    later ??= fetch(islandDataUrl(location.pathname + location.search, id), { credentials: "same-origin" })
      .then(async (response) => {
        if (!response.ok) throw new Error(`The page's islands' data: ${response.status}`);
        const data = (await response.json()) as IslandData;
        hydrate(queryClient, data.queries, pageData);
        return data;
      })
      .catch((error: unknown) => {
        later = undefined;
        throw error;
      });
    return later;
  };

  return async (element) => {
    const name = element.getAttribute(islandAttribute) ?? undefined;
    if (!isIslandName(name)) throw new Error(`No island named ${name}`);
    const dataId = element.hasAttribute("data-island-data") ? state.islandData : undefined;
    const [pageI18n, Component, data] = await Promise.all([
      i18n,
      islands[name].load(),
      dataId === undefined ? undefined : laterData(dataId),
      // The page carries only the rules of its HTML as drawn; an island may draw more once live.
      loadRestOfStyles(),
    ]);
    // The page's data changed since the server drew it (it no longer keeps that page): the island is
    // drawn anew from the data as it is now, not hydrated over HTML it would not match.
    const drawAnew = data !== undefined && data.id !== dataId;
    const props = JSON.parse(element.dataset.props ?? "{}") as object;
    // Its texts (the page state's are those of the islands hydrated at load whatever the browser).
    await pageI18n.loadNamespaces(element.dataset.namespaces?.split(" ").filter(Boolean) ?? []);
    await new Promise<void>((resolve) => {
      // As a transition, like the whole app's hydration: it yields to the browser as it goes.
      const island = (
        <StrictMode>
          <App queryClient={queryClient} i18n={pageI18n} info={info}>
            <PageLoadRouter basename={basename}>
              <Committed done={resolve}>{createElement(Component as ComponentType<object>, props)}</Committed>
            </PageLoadRouter>
          </App>
        </StrictMode>
      );
      const identifierPrefix = islandIdPrefix(Number(element.dataset.islandId));
      startTransition(() => {
        if (drawAnew) createRoot(element, { identifierPrefix }).render(island);
        else hydrateRoot(element, island, { identifierPrefix });
      });
    });
  };
}
