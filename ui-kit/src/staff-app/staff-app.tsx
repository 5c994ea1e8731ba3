import { queryDefaults } from "@church/contracts/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ComponentType, StrictMode, useState } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, type RouteObject, RouterProvider } from "react-router-dom";
import { Spinner } from "../spinner/spinner.tsx";
import { Toaster } from "../toaster/toaster.tsx";
import { StaffCrashScreen, StaffNotFoundScreen } from "./staff-screens.tsx";

export interface StaffAppOptions {
  /** The app's screens (its part of the route table in contracts); any other path gets the 404 screen. */
  routes: RouteObject[];
  /** Around every screen, e.g. the records portal's staff bar (renders an `<Outlet />`). */
  layout?: ComponentType;
}

/** The app's whole route table: its screens inside the shell's crash screen, first-load spinner and 404. */
export function staffRoutes({ routes, layout }: StaffAppOptions): RouteObject[] {
  return [
    {
      ...(layout ? { Component: layout } : {}),
      ErrorBoundary: StaffCrashScreen,
      // Shown while the first code-split screen loads.
      HydrateFallback: () => (
        <div className="ck-staff-center">
          <Spinner size="lg" />
        </div>
      ),
      children: [...routes, { path: "*", Component: StaffNotFoundScreen }],
    },
  ];
}

/** Everything the screens expect around them: the router, the data cache and toasts (i18n is the page's one). */
function StaffApp({ routes }: { routes: RouteObject[] }) {
  const [router] = useState(() => createBrowserRouter(routes));
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: queryDefaults }));
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  );
}

/**
 * Starts a staff app (admin portal, records portal) in the page's `#root`: each app's main.tsx calls it
 * with its routes after importing its styles and texts. On the dev server with VITE_MOCK_API=1 the
 * contracts' mocks answer /api first (MSW); builds carry no mocks.
 */
export async function createStaffApp(options: StaffAppOptions): Promise<void> {
  if (import.meta.env.DEV && import.meta.env.VITE_MOCK_API === "1") {
    const { startMockApi } = await import("./mock-api.ts");
    await startMockApi();
  }
  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root element");
  createRoot(root).render(
    <StrictMode>
      <StaffApp routes={staffRoutes(options)} />
    </StrictMode>,
  );
}
