import { handlers, resetMocks } from "@church/contracts/mocks";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render } from "@testing-library/react";
import { type SetupServer, setupServer } from "msw/node";
import type { ReactNode } from "react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router-dom";
import { afterEach } from "vitest";
import { i18n } from "../i18n/i18n.ts";
import { Toaster, toast } from "../toaster/toaster.tsx";

const workerServer = Symbol.for("church.test-api-server");
type WorkerGlobal = typeof globalThis & { [workerServer]?: SetupServer };

/**
 * The staff apps' component tests (`@church/ui-kit/testing`, never in a build): the contracts' mocks
 * answer every /api call, as in mock mode; tests override single endpoints on the returned server.
 * Call once in the app's test setup file.
 */
export function answerApiFromMocks(): SetupServer {
  // One server per worker, listening from its first file to its end. A worker keeps its modules from
  // one test file to the next (isolate: false) but runs the setup file again for each: a server per
  // run of the setup file left the modules a file shares with others (fixtures) holding an earlier,
  // closed server, so their handlers went nowhere and the result depended on the files' order.
  const worker = globalThis as WorkerGlobal;
  let server = worker[workerServer];
  if (!server) {
    server = setupServer(...handlers);
    server.listen({ onUnhandledRequest: "error" });
    worker[workerServer] = server;
  }
  const api = server;
  afterEach(async () => {
    cleanup();
    // Toasts live in sonner's store, outside React: a test's toasts must not reach the next test's toaster.
    toast.dismiss();
    api.resetHandlers();
    resetMocks();
    await i18n.changeLanguage("en");
    localStorage.clear();
  });
  return api;
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
