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

/**
 * The typed client of this app: same origin, cookies, contract-checked answers in development. Calls
 * go through `routes` (no zod in the visitor's bundle); in development and tests each answer is still
 * checked against its endpoint's schema, looked up with `findEndpoint` (left out of production builds).
 */
export const api = createApiClient({
  validateResponses: import.meta.env.DEV,
  endpointOf: import.meta.env.DEV ? findEndpoint : undefined,
  onUnauthorized: refreshSession,
});
