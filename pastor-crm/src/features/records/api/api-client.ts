import { endpoints } from "@church/contracts";
import { createApiClient } from "@church/contracts/client";

/**
 * The API is served from the page's own origin (the gateway in production, the dev server's proxy in
 * development), also when the admin portal loads this module. The origin is spelled out because the
 * fetch of tests (Node) does not resolve relative URLs.
 */
function apiBaseUrl(): string {
  return typeof window === "undefined" ? "" : window.location.origin;
}

let refreshing: Promise<boolean> | null = null;

/**
 * One refresh for every call that answered 401 at the same moment: refresh tokens rotate, so a second
 * concurrent refresh would present an already-used token and end the session.
 */
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
