import { handlers, resetMocks } from "@church/contracts/mocks";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render } from "@testing-library/react";
import { setupServer } from "msw/node";
import type { ReactNode } from "react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router-dom";
import { afterAll, afterEach, beforeAll } from "vitest";
import { i18n } from "../i18n/i18n.ts";
import { Toaster, toast } from "../toaster/toaster.tsx";

/**
 * The staff apps' component tests (`@church/ui-kit/testing`, never in a build): the contracts' mocks
 * answer every /api call, as in mock mode; tests override single endpoints on the returned server.
 * Call once in the app's test setup file.
 */
export function answerApiFromMocks() {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(async () => {
    cleanup();
    // Toasts live in sonner's store, outside React: a test's toasts must not reach the next test's toaster.
    toast.dismiss();
    server.resetHandlers();
    resetMocks();
    await i18n.changeLanguage("en");
    localStorage.clear();
  });
  afterAll(() => server.close());
  return server;
}

/** Renders routes at `path` with a fresh query client (no retries) and the toaster, as the shell does. */
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
