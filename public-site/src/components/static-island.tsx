import { type ComponentType, lazy, Suspense, useState } from "react";
import { useDrawnModules } from "../lib/render-info.tsx";

/**
 * A part of a page that a visitor only reads: the server renders it, and the browser keeps the
 * server's HTML as it hydrates, without loading its code (`dangerouslySetInnerHTML` with nothing in it:
 * React does not hydrate, compare or replace what is inside such an element, and an update with the
 * same empty HTML writes nothing). Only when the browser itself renders the page (a move from another
 * page) is the part's code loaded, with its data. Its links must be plain links: nothing in it is live.
 */
export function staticIsland(
  id: string,
  /** Its source module (relative to the app's root, a key of the build manifest): the page carries its styles. */
  module: string,
  load: () => Promise<{ default: ComponentType }>,
) {
  const Content = lazy(load);
  return function StaticIsland({ className }: { className?: string }) {
    useDrawnModules()?.add(module);
    // Decided once, on the first render: the server's element is there only while hydrating its page.
    const [serverHtml] = useState(
      () => typeof document !== "undefined" && document.getElementById(id)?.dataset.island === id,
    );
    if (serverHtml) {
      return (
        <div
          id={id}
          className={className}
          data-island={id}
          dangerouslySetInnerHTML={{ __html: "" }}
          suppressHydrationWarning
        />
      );
    }
    return (
      <div id={id} className={className} data-island={id}>
        <Suspense fallback={null}>
          <Content />
        </Suspense>
      </div>
    );
  };
}
