import { findEndpoint, routes } from "@church/contracts";
import { createApiClient } from "@church/contracts/client";

// The refresh call goes through its own client so a failing refresh can never trigger another one.
const sessionClient = createApiClient();
let pendingRefresh: Promise<boolean> | undefined;

/** Renews the access cookie with the refresh cookie; calls that fail together share one refresh. */
export function refreshSession(): Promise<boolean> {
  pendingRefresh ??= sessionClient
    .call(routes.auth.refresh)
    .then(
      () => true,
      () => false,
    )
    .finally(() => {
      pendingRefresh = undefined;
    });
  return pendingRefresh;
}

let serverFetch: typeof fetch | undefined;

/**
 * On the server, the renderer reads the API through this (in-process or over HTTP); the browser uses
 * its own fetch (read at call time, so tests' mocks apply).
 */
export function setApiFetch(fetchApi: typeof fetch): void {
  serverFetch = fetchApi;
}

/**
 * The typed client of this app: same origin, cookies, contract-checked answers in development. Calls
 * go through `routes` (no zod in the visitor's bundle); in development and tests each answer is still
 * checked against its endpoint's schema, looked up with `findEndpoint` (left out of production builds).
 */
export const api = createApiClient({
  fetch: (input, init) => (serverFetch ?? globalThis.fetch)(input, init),
  validateResponses: import.meta.env.DEV,
  endpointOf: import.meta.env.DEV ? findEndpoint : undefined,
  onUnauthorized: refreshSession,
});
