import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import {
  createMemoryRouter,
  MemoryRouter,
  type RouteObject,
  RouterProvider,
  useLocation,
} from "react-router-dom";
import { PublicRoutes } from "../app/routes.tsx";
import Toasts from "../app/toasts.tsx";

export const createTestQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** Renders routes at `path` with a query client (no retries) and the toaster, as the app does. */
export function renderRoutes(
  routes: RouteObject[] | ((queryClient: QueryClient) => RouteObject[]),
  path: string,
  queryClient = createTestQueryClient(),
) {
  const router = createMemoryRouter(typeof routes === "function" ? routes(queryClient) : routes, {
    initialEntries: [path],
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toasts />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

export function renderWithProviders(ui: ReactNode) {
  return renderRoutes([{ path: "/", element: ui }], "/");
}

/** The whole public site (layout and routes) at `path`; `location()` is where it is now. */
export function renderPublicSite(path: string) {
  const queryClient = createTestQueryClient();
  let current = path;
  function Where() {
    current = useLocation().pathname;
    return null;
  }
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <PublicRoutes />
        <Where />
      </MemoryRouter>
      <Toasts />
    </QueryClientProvider>,
  );
  return { ...result, queryClient, location: () => current };
}
