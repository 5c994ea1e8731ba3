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
import { hydrateRoot } from "react-dom/client";
import { App } from "../app/app.tsx";
import { startPageI18n } from "../i18n/page-i18n.ts";
import { basenameOf } from "../lib/language.ts";
import type { PageState } from "../lib/page-state.ts";
import type { RenderInfo } from "../lib/render-info.tsx";
import { setSiteOrigin } from "../lib/site-config.ts";
import { type IslandWhen, islandAttribute, islandIdPrefix } from "./island-collector.ts";
import { PageLoadRouter } from "./page-load-router.tsx";
import { isIslandName, islands } from "./registry.ts";

/** Runs `done` once the island's first render is committed (it adds nothing to the markup). */
function Committed({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(done, []);
  return children;
}

/** An island of the page not hydrated yet: its element, or none. */
const pendingIsland = (target: EventTarget | null): HTMLElement | null => {
  const island = target instanceof Element ? target.closest<HTMLElement>(`[${islandAttribute}]`) : null;
  return island && island.dataset.hydrated === undefined ? island : null;
};

/**
 * Makes React see a field's text typed before its island was hydrated: React hydrates a field as it
 * finds it and notices a change only against the value it last knew, so the field is given that value
 * through React's own setter first (empty), then the typed text through the element's, and an input
 * event sent, as a keystroke does.
 */
function replayTyping(field: HTMLInputElement | HTMLTextAreaElement, typed: string): void {
  if (!field.isConnected || typed === field.defaultValue) return;
  const prototype =
    field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(prototype, "value")?.set;
  field.value = "";
  setValue?.call(field, typed);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * The browser's side of an islands page (islands/island.tsx): the page is the server's HTML and stays
 * so; each island is hydrated as a root of its own when its `data-when` says, all sharing one query
 * cache (seeded from the page state), one i18n instance and the page's render info. The page is ready
 * (`data-app-ready`, the `app-ready` event boot.js waits for) once the islands hydrated at load are.
 */
export function startIslands(state: PageState): void {
  setSiteOrigin(state.origin);
  const queryClient = new QueryClient({ defaultOptions: queryDefaults });
  hydrate(queryClient, state.queries);
  const i18n = startPageI18n(state.language, state.namespaces);
  const info: RenderInfo = {
    now: state.now,
    today: state.today,
    dayEnds: state.dayEnds,
    consentBanner: state.consentBanner,
    dataSaver: state.dataSaver,
  };
  const basename = basenameOf(state.language);
  const hydrating = new Map<HTMLElement, Promise<void>>();

  const hydrateIsland = (element: HTMLElement): Promise<void> => {
    const known = hydrating.get(element);
    if (known) return known;
    const name = element.getAttribute(islandAttribute) ?? undefined;
    const started = (async () => {
      if (!isIslandName(name)) throw new Error(`No island named ${name}`);
      const [pageI18n, Component] = await Promise.all([i18n, islands[name].load()]);
      const props = JSON.parse(element.dataset.props ?? "{}") as object;
      // Its texts (the page state's are those of the islands hydrated at load).
      await pageI18n.loadNamespaces(element.dataset.namespaces?.split(" ").filter(Boolean) ?? []);
      await new Promise<void>((resolve) => {
        // As a transition, like the whole app's hydration: it yields to the browser as it goes.
        startTransition(() => {
          hydrateRoot(
            element,
            <StrictMode>
              <App queryClient={queryClient} i18n={pageI18n} info={info}>
                <PageLoadRouter basename={basename}>
                  <Committed done={resolve}>
                    {createElement(Component as ComponentType<object>, props)}
                  </Committed>
                </PageLoadRouter>
              </App>
            </StrictMode>,
            { identifierPrefix: islandIdPrefix(Number(element.dataset.islandId)) },
          );
        });
      });
      element.dataset.hydrated = "true";
      // Every text read first: telling React of one re-renders the island, which empties the others.
      const typed = [...(typedEarly.get(element) ?? [])].map((field) => [field, field.value] as const);
      for (const [field, text] of typed) replayTyping(field, text);
      typedEarly.delete(element);
    })().catch((error: unknown) => {
      // Its code could not load (offline, a new build): the server's HTML stays, and taps are let be.
      element.dataset.hydrated = "failed";
      console.warn(`The island ${name} could not start`, error);
    });
    hydrating.set(element, started);
    return started;
  };

  // A click inside an island not live yet (but on a link: it loads its page anyway) is held, the island
  // hydrated, and the click made again once it is (boot.js does the same for the islands of `load`).
  addEventListener(
    "click",
    (event) => {
      const island = pendingIsland(event.target);
      if (!island || !(event.target instanceof HTMLElement) || event.target.closest("a")) return;
      event.preventDefault();
      event.stopPropagation();
      const target = event.target;
      void hydrateIsland(island).then(() => {
        if (target.isConnected) target.click();
      });
    },
    true,
  );
  // What a visitor types into an island's field before it is live (focus starts its hydration, typing
  // does not wait) is told to React once it is, as typing: its state would otherwise stay empty.
  const typedEarly = new Map<HTMLElement, Set<HTMLInputElement | HTMLTextAreaElement>>();
  addEventListener(
    "input",
    (event) => {
      const island = pendingIsland(event.target);
      const field = event.target;
      if (!island || !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
      typedEarly.set(island, (typedEarly.get(island) ?? new Set()).add(field));
    },
    true,
  );
  const touched = (event: Event) => {
    const island = pendingIsland(event.target);
    if (island?.dataset.when === "touch") void hydrateIsland(island);
  };
  for (const type of ["pointerdown", "focusin", "keydown"]) addEventListener(type, touched, true);

  const visible = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const island = entry.target.closest<HTMLElement>(`[${islandAttribute}]`);
        if (!entry.isIntersecting || !island) continue;
        visible.unobserve(entry.target);
        void hydrateIsland(island);
      }
    },
    // A little before it is on screen, so that it is live when it gets there.
    { rootMargin: "200px 0px" },
  );

  const atLoad: Promise<void>[] = [];
  for (const element of document.querySelectorAll<HTMLElement>(`[${islandAttribute}]`)) {
    const when = element.dataset.when as IslandWhen | undefined;
    if (when === "load") atLoad.push(hydrateIsland(element));
    // An island of display: contents has no box of its own: its first child is what shows.
    else if (when === "visible") visible.observe(element.firstElementChild ?? element);
  }
  void Promise.all(atLoad).then(() => {
    // Tests wait for this mark before interacting; public/boot.js makes a tap held until now again.
    document.documentElement.dataset.appReady = "true";
    dispatchEvent(new Event("app-ready"));
  });
}
