import { createAppApiClient, findEndpoint } from "@church/contracts";

/**
 * The typed client of this app (same origin, cookies, the session renewed on a 401); calls name
 * `routes` (decision 024). Answers are checked against the contract in development and tests.
 */
export const api = createAppApiClient({
  validateResponses: import.meta.env.DEV,
  endpointOf: import.meta.env.DEV ? findEndpoint : undefined,
});
