import { publicRedirects } from "@church/contracts";
import { Spinner } from "@church/ui-kit";
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from "react";
import { matchRoutes, Navigate, type Params, type RouteObject, useRoutes } from "react-router-dom";
import SiteLayout from "./routes/layout.tsx";
import { type Page, pages } from "./routes/pages.ts";

/** The 404 page (any path no route has). */
export const notFoundPage: Page = {
  module: "src/app/routes/not-found.tsx",
  load: async () => (await import("./routes/not-found.tsx")).default,
};

// A screen's component once its code is loaded; before that, a lazy one (the router's navigation is
// a transition, so the page on screen stays until the next one is ready).
const loaded = new Map<Page, ComponentType>();
const lazyScreens = new Map<Page, LazyExoticComponent<ComponentType>>();

/** Loads a page's code, so that it renders at once (the server's render, the browser's hydration). */
export async function preloadPage(page: Page): Promise<void> {
  if (!loaded.has(page)) loaded.set(page, await page.load());
}

function Screen({ page }: { page: Page }) {
  const Loaded = loaded.get(page);
  if (Loaded) return <Loaded />;
  let Lazy = lazyScreens.get(page);
  if (!Lazy) {
    Lazy = lazy(async () => {
      await preloadPage(page);
      return { default: loaded.get(page) as ComponentType };
    });
    lazyScreens.set(page, Lazy);
  }
  return <Lazy />;
}

const screen = (page: Page) => (
  <Suspense
    fallback={
      <div className="ps-center">
        <Spinner size="lg" />
      </div>
    }
  >
    <Screen page={page} />
  </Suspense>
);

/** A route of the public site: a page, a redirect, or the 404 page. */
export type PublicRoute = { path: string } & (
  | { kind: "page"; page: Page }
  | { kind: "redirect"; to: string }
  | { kind: "not-found"; page: Page }
);

/** Every route of publicRoutes, the redirects of publicRedirects and the 404 page for anything else. */
export const publicRouteTable: readonly PublicRoute[] = [
  ...Object.entries(pages).map(([path, page]): PublicRoute => ({ path, kind: "page", page })),
  ...Object.entries(publicRedirects).map(([path, to]): PublicRoute => ({ path, kind: "redirect", to })),
  { path: "*", kind: "not-found", page: notFoundPage },
];

const routeObjects: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: publicRouteTable.map((route) => ({
      path: route.path,
      element: route.kind === "redirect" ? <Navigate to={route.to} replace /> : screen(route.page),
    })),
  },
];

/** The public site's routes (one language per router: the Swahili router's basename is /sw). */
export function PublicRoutes() {
  return useRoutes(routeObjects);
}

const matched = new Map<string, { route: PublicRoute; params: Params }>();

/** The route a path (inside the router's basename) takes, with its parameters. */
export function matchPublicRoute(path: string): { route: PublicRoute; params: Params } {
  // The router ranks the whole table on every match: the server remembers recent answers.
  const known = matched.get(path);
  if (known) return known;
  const result = matchTable(path);
  if (matched.size >= 1000) matched.clear();
  matched.set(path, result);
  return result;
}

function matchTable(path: string): { route: PublicRoute; params: Params } {
  const match = matchRoutes(routeObjects, path)?.at(-1);
  const index = match ? (routeObjects[0]?.children ?? []).indexOf(match.route) : -1;
  const route = publicRouteTable[index] ?? publicRouteTable[publicRouteTable.length - 1];
  if (!route) throw new Error("The route table is empty");
  return { route, params: match?.params ?? {} };
}
