import { type ReactNode, useMemo, useSyncExternalStore } from "react";
import { createPath, type Navigator, Router, type To } from "react-router-dom";

const href = (to: To) => (typeof to === "string" ? to : createPath(to));

/** The islands told when a replace within the page changes the address (all share it). */
const addressListeners = new Set<() => void>();
const subscribeToAddress = (listener: () => void) => {
  addressListeners.add(listener);
  return () => addressListeners.delete(listener);
};
const currentAddress = () => window.location.href;

/**
 * Every move from an islands page is a page load: its links are plain links, and a navigation an
 * island makes (a `<Link>`'s click, `navigate()`) loads the address, but a replace within the same
 * page, which only changes the address. No history is kept or listened to.
 */
const pageLoads: Navigator = {
  createHref: href,
  go: (delta) => window.history.go(delta),
  push: (to) => window.location.assign(href(to)),
  // The same page at another address (its query tidied, e.g. the giving page's thank-you, or a filter
  // of the articles' list kept in it): the page stays, only the address changes, as it would in the
  // app, and the islands read the new one.
  replace: (to) => {
    const target = new URL(href(to), window.location.href);
    if (target.pathname !== window.location.pathname) return window.location.replace(target);
    window.history.replaceState(null, "", target);
    for (const listener of addressListeners) listener();
  },
};

/**
 * The router context of an island: the page's address (the same as the server's StaticRouter had),
 * and navigations as page loads. Islands share one address and one navigator; a router of the
 * browser's kind per island would keep and listen to the history once per island, for moves that
 * reload the page anyway.
 */
export function PageLoadRouter({ basename, children }: { basename?: string; children: ReactNode }) {
  // The same address while hydrating: the server drew the island at the address the page loaded from.
  const address = useSyncExternalStore(subscribeToAddress, currentAddress, currentAddress);
  const location = useMemo(() => {
    const { pathname, search } = new URL(address);
    return { pathname, search };
  }, [address]);
  return (
    <Router basename={basename} location={location} navigator={pageLoads}>
      {children}
    </Router>
  );
}
