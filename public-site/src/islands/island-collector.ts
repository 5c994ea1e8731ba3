/**
 * When an island's code loads and it is hydrated: at once (`load`), when it comes near the screen
 * (`visible`), or on the first pointerdown, mouse hover, focus or key inside it (`touch`; a click held
 * meanwhile is made again once it is live). `never`: only by its `wakeOn` event, or as `otherwise` below.
 */
export type IslandWhen = "load" | "visible" | "touch" | "never";

/**
 * What the browser checks at load, before any React, to hydrate an island then rather than as its
 * `otherwise` says (islands/start-islands.ts): so that a visitor's first load runs no React at all
 * unless a part of the page must change for them.
 * - `staff`: staff signed in on this browser (their menu in the header; the API's hint cookie).
 * - `swahili-wanted`: an English page, a browser preferring Swahili, no language chosen (the offer).
 * - `day-over`: the page was rendered on a church day that has ended (a kept page: its times move on).
 * - `consent-stored`: the banner is in the page, but this browser holds a current choice (made before
 *   the consent cookie existed): the banner must go.
 * - `donation-returned`: the payment provider sent the donor back (`?donation=success`): the giving
 *   page's thank-you tidies the address.
 * - `saved-offline`: this browser keeps sermons for offline listening (a sermon's page says so at once).
 * - `audio-only`: this browser chose the live stream page's "Audio only" (its player starts as audio).
 * - `chat-beside-player`: the screen is wide enough for the live chat to show beside the player (it is a
 *   tab on a phone), so its messages must come as they are sent.
 */
export type IslandCondition =
  | "staff"
  | "swahili-wanted"
  | "day-over"
  | "consent-stored"
  | "donation-returned"
  | "saved-offline"
  | "audio-only"
  | "chat-beside-player";

/** When an island hydrates (see IslandWhen and IslandCondition); it is written into the page. */
export interface IslandTiming {
  when: IslandWhen;
  /** Only with `when: "load"`: hydrated at load when this holds, else as `otherwise` says. */
  if?: IslandCondition;
  otherwise?: Exclude<IslandWhen, "load">;
  /**
   * A window event (from another island, e.g. the footer's Cookie Settings) that this island must
   * answer: it is hydrated first, then the event is sent again.
   */
  wakeOn?: string;
}

/** Whether the page needs the island's code and texts at load whatever the browser says. */
export const hydratedAtLoad = (timing: IslandTiming) => timing.when === "load" && timing.if === undefined;

/** One island the server drew: rendered afterwards as a root of its own (server/render.tsx). */
export interface DrawnIsland {
  /** Its number on the page (`data-island-id`, and its root's `identifierPrefix`). */
  id: number;
  /** Its name in islands/registry.ts. */
  name: string;
  props: object;
  timing: IslandTiming;
}

/** Receives the islands of the page the server renders (RenderInfo.islands). */
export interface IslandCollector {
  add(key: string, island: Omit<DrawnIsland, "id">): number;
  list(): DrawnIsland[];
}

export function createIslandCollector(): IslandCollector {
  const drawn = new Map<string, DrawnIsland>();
  return {
    // Keyed by the part's useId: a render React makes again of the same part counts once.
    add(key, island) {
      const known = drawn.get(key);
      if (known) return known.id;
      const id = drawn.size;
      drawn.set(key, { id, ...island });
      return id;
    },
    list: () => [...drawn.values()],
  };
}

/** The attribute that marks an island's element (its value is the island's name). */
export const islandAttribute = "data-island-root";

/** The `identifierPrefix` of an island's root (server and browser alike): its useIds are its own. */
export const islandIdPrefix = (id: number) => `i${id}-`;
