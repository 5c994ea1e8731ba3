import { createAppApiClient } from "@church/contracts";

/** The typed client of this app: same origin, cookies, contract-checked answers in development. */
export const api = createAppApiClient({ validateResponses: import.meta.env.DEV });
