import { publicRedirects } from "@church/contracts";
import { Spinner } from "@church/ui-kit";
import type { ComponentType } from "react";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router-dom";
import ErrorScreen from "./routes/error-screen.tsx";
import SiteLayout from "./routes/layout.tsx";
import { simplePages } from "./routes/pages.ts";
import { SimplePage } from "./routes/simple-page.tsx";

/** Code-split route: the module's default export is the screen. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

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
      { path: "/", lazy: page(() => import("./routes/home.tsx")) },
      ...Object.entries(simplePages).map(([path, titleKey]) => ({
        path,
        element: <SimplePage key={path} titleKey={titleKey} />,
      })),
      ...Object.entries(publicRedirects).map(([from, to]) => ({
        path: from,
        element: <Navigate to={to} replace />,
      })),
      { path: "*", lazy: page(() => import("./routes/not-found.tsx")) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
