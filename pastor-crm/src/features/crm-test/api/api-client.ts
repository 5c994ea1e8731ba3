import { endpoints } from "@church/contracts";
import { createApiClient } from "@church/contracts/client";

// Features do not import each other, so the test page keeps its own small client (same settings as the
// records portal's).

/**
 * The API is served from the page's own origin (the gateway in production, the dev server's proxy in
 * development), also when the admin portal loads this module. The origin is spelled out because the
 * fetch of tests (Node) does not resolve relative URLs.
 */
export function apiBaseUrl(): string {
  return typeof window === "undefined" ? "" : window.location.origin;
}

let refreshing: Promise<boolean> | null = null;

/** One refresh for all calls that answered 401 together (refresh tokens rotate). */
function refreshSession(): Promise<boolean> {
  refreshing ??= apiClient
    .call(endpoints.auth.refresh)
    .then(() => true)
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

export const apiClient = createApiClient({
  baseUrl: apiBaseUrl(),
  validateResponses: import.meta.env.DEV,
  onUnauthorized: refreshSession,
});
