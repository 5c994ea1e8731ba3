import { createAppApiClient } from "@church/contracts";

/**
 * The API is served from the page's own origin (the gateway in production, the dev server's proxy in
 * development), also when the admin portal loads this app's modules. The origin is spelled out
 * because the fetch of tests (Node) does not resolve relative URLs.
 */
export function apiBaseUrl(): string {
  return typeof window === "undefined" ? "" : window.location.origin;
}

/** The typed client of this app: the page's origin, cookies, contract-checked answers in development. */
export const api = createAppApiClient({ baseUrl: apiBaseUrl(), validateResponses: import.meta.env.DEV });
