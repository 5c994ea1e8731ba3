import { publicRedirects } from "@church/contracts";
import { Spinner } from "@church/ui-kit";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router-dom";
import ErrorScreen from "./routes/error-screen.tsx";
import SiteLayout from "./routes/layout.tsx";
import { pageLoaders } from "./routes/pages.ts";

/** Every route of publicRoutes, the redirects of publicRedirects, and the 404 page for anything else. */
export const routes: RouteObject[] = [
  {
    Component: SiteLayout,
    ErrorBoundary: ErrorScreen,
    HydrateFallback: () => (
      <div className="ps-center">
        <Spinner size="lg" />
      </div>
    ),
    children: [
      ...Object.entries(pageLoaders).map(([path, lazy]) => ({ path, lazy })),
      ...Object.entries(publicRedirects).map(([from, to]) => ({
        path: from,
        element: <Navigate to={to} replace />,
      })),
      {
        path: "*",
        lazy: async () => ({ Component: (await import("./routes/not-found.tsx")).default }),
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
export type AppRouter = ReturnType<typeof createRouter>;

/** Resolves once the first route's code has loaded, so the first render is the whole page. */
export function routerReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
