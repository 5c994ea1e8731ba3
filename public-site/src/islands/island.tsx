import { type ComponentType, createElement, useId } from "react";
import { useIslandCollector } from "../lib/render-info.tsx";
import { type IslandTiming, islandAttribute } from "./island-collector.ts";

/**
 * An interactive part of a page that may be an island. In the browser's app, and inside another
 * island, it is simply `Component`. When the server renders an islands page it draws an empty element
 * marked with the island's name, props (JSON) and number, and renders the part afterwards as a root of
 * its own (server/render.tsx, which adds the i18n namespaces it uses), which the browser hydrates with the same `identifierPrefix`
 * (islands/start-islands.ts): the rest of the page is never hydrated. Props must be JSON. `name` is
 * the island's in islands/registry.ts, which loads `Component` by it (kept apart, so that this module
 * does not import every island; the server refuses a name the registry lacks).
 */
export function islandOf<P extends object>(
  name: string,
  Component: ComponentType<P>,
  { as = "div", ...timing }: IslandTiming & { as?: "div" | "span" },
): ComponentType<P> {
  function IslandPart(props: P) {
    const collector = useIslandCollector();
    const key = useId();
    if (!collector) return createElement(Component, props);
    const id = collector.add(key, { name, props, timing });
    // `data-island-id` last and nothing inside: the server puts the island's own HTML in here.
    return createElement(as, {
      className: "ps-island",
      [islandAttribute]: name,
      "data-when": timing.when,
      "data-if": timing.if,
      "data-otherwise": timing.otherwise,
      "data-wake-on": timing.wakeOn,
      "data-props": JSON.stringify(props),
      "data-island-id": id,
    });
  }
  IslandPart.displayName = `Island(${name})`;
  return IslandPart;
}
