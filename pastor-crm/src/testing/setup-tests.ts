import "@testing-library/jest-dom/vitest";
import { handlers, resetMocks } from "@church/contracts/mocks";
import { i18n } from "@church/ui-kit";
import { cleanup } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";

/** The contracts' mocks answer every /api call, as in mock mode; tests override single endpoints. */
export const server = setupServer(...handlers);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(async () => {
  cleanup();
  server.resetHandlers();
  resetMocks();
  await i18n.changeLanguage("en");
  localStorage.clear();
});
afterAll(() => server.close());
