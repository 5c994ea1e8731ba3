import { endpoints } from "@church/contracts";
import { createApiClient } from "@church/contracts/client";

// The refresh call goes through its own client so a failing refresh can never trigger another one.
const sessionClient = createApiClient();
let pendingRefresh: Promise<boolean> | undefined;

/** Renews the access cookie with the refresh cookie; calls that fail together share one refresh. */
export function refreshSession(): Promise<boolean> {
  pendingRefresh ??= sessionClient
    .call(endpoints.auth.refresh)
    .then(
      () => true,
      () => false,
    )
    .finally(() => {
      pendingRefresh = undefined;
    });
  return pendingRefresh;
}

/** The typed client of this app: same origin, cookies, contract-checked answers in development. */
export const api = createApiClient({
  validateResponses: import.meta.env.DEV,
  onUnauthorized: refreshSession,
});
