import type { HttpHandler } from "msw";

/**
 * Stands in for @church/contracts/mocks until that module exists (see vite.config.ts); mock mode then
 * simply answers nothing and requests go to the network.
 */
export const handlers: HttpHandler[] = [];
