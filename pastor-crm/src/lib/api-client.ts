import { createAppApiClient, findEndpoint } from "@church/contracts";

/**
 * The API is served from the page's own origin (the gateway in production, the dev server's proxy in
 * development), also when the admin portal loads this app's modules. The origin is spelled out
 * because the fetch of tests (Node) does not resolve relative URLs.
 */
export function apiBaseUrl(): string {
  return typeof window === "undefined" ? "" : window.location.origin;
}

/**
 * The typed client of this app (the page's origin, cookies, the session renewed on a 401); calls name
 * `routes` (decision 024). Answers are checked against the contract in development and tests.
 */
export const api = createAppApiClient({
  baseUrl: apiBaseUrl(),
  validateResponses: import.meta.env.DEV,
  endpointOf: import.meta.env.DEV ? findEndpoint : undefined,
});
