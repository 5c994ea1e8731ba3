/**
 * When an island's code loads and it is hydrated: at once (`load`: the header, the cookie banner, what
 * shows after hydration), when it comes near the screen (`visible`), or on the first pointerdown, focus
 * or key inside it (`touch`; a click held meanwhile is made again once it is live).
 */
export type IslandWhen = "load" | "visible" | "touch";

/** One island the server drew: rendered afterwards as a root of its own (server/render.tsx). */
export interface DrawnIsland {
  /** Its number on the page (`data-island-id`, and its root's `identifierPrefix`). */
  id: number;
  /** Its name in islands/registry.ts. */
  name: string;
  props: object;
  when: IslandWhen;
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
