import type { Language } from "@church/ui-kit";
import type { DehydratedState } from "@tanstack/react-query";

/** What the server hands the browser with a page, so that hydration renders exactly its HTML. */
export interface PageState {
  language: Language;
  /** The public origin (canonical URLs, share links). */
  origin: string;
  /** The render's instant (ms since the epoch). */
  now: number;
  /** The church's calendar date of `now` (lib/render-info.tsx). */
  today: string;
  /** When the church's day of `now` ends (ms since the epoch, lib/render-info.tsx). */
  dayEnds: number;
  /** The i18n namespaces the render used (loaded before hydrating). */
  namespaces: string[];
  /** Whether the page carries the cookie banner (see lib/consent.ts). */
  consentBanner: boolean;
  /** Data saver is on for this page (lib/data-saver.ts). */
  dataSaver: boolean;
  /**
   * An islands page (islands/island.tsx): the browser hydrates only its marked parts, each as its own
   * root, and `namespaces` are theirs.
   */
  islands?: boolean;
  /**
   * On an islands page, the data only islands hydrated later read is not in the page (it is often the
   * page's largest part, and most visits never wake those islands): the browser asks for it with this
   * id when the first of them wakes (lib/island-data.ts), and the server answers the data the page was
   * drawn from while it keeps that page.
   */
  islandData?: string;
  queries: DehydratedState;
}

/** The data of an islands page's later islands, as its address answers it (lib/island-data.ts). */
export interface IslandData {
  /** The `islandData` of the page it belongs to; another id: the page's data changed since. */
  id: string;
  queries: DehydratedState;
}

/** The id of the JSON script element holding the page state (JSON is not run, so the CSP holds). */
export const pageStateId = "page-state";

/** The state as the text of a JSON script element ("<" escaped, so no content can close it). */
export const serializePageState = (state: PageState): string =>
  JSON.stringify(state).replace(/</g, "\\u003c");
