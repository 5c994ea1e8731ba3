import { createAppApiClient, findEndpoint } from "@church/contracts";

let serverFetch: typeof fetch | undefined;

/**
 * On the server, the renderer reads the API through this (in-process or over HTTP); the browser uses
 * its own fetch (read at call time, so tests' mocks apply).
 */
export function setApiFetch(fetchApi: typeof fetch): void {
  serverFetch = fetchApi;
}

/**
 * The typed client of this app (same origin, cookies, the session renewed on a 401). Answers are
 * checked against the contract in development and tests only: `findEndpoint` brings every schema,
 * and a production build leaves it out (decision 022).
 */
export const api = createAppApiClient({
  fetch: (input, init) => (serverFetch ?? globalThis.fetch)(input, init),
  validateResponses: import.meta.env.DEV,
  endpointOf: import.meta.env.DEV ? findEndpoint : undefined,
});
