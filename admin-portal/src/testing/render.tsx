import { Toaster } from "@church/ui-kit";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router-dom";
import "../i18n/admin.texts.ts";

/** Renders routes at `path` with a fresh query client (no retries) and the toaster, as the app does. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, router };
}

export function renderWithProviders(ui: ReactNode) {
  return renderRoutes([{ path: "/", element: ui }], "/");
}
