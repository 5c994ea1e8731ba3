import "@testing-library/jest-dom/vitest";
import { handlers, resetMocks } from "@church/contracts/mocks";
import { i18n } from "@church/ui-kit";
import { cleanup, configure } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";

// Lazy screens and mocked API answers can take longer than 1 s on a busy machine.
configure({ asyncUtilTimeout: 5000 });

/** The contracts' mocks answer every /api call, as in mock mode; tests override single endpoints. */
export const server = setupServer(...handlers);

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  // jsdom does not scroll; the layout scrolls to the top on every navigation.
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView = () => {};
});
afterEach(async () => {
  cleanup();
  server.resetHandlers();
  resetMocks();
  await i18n.changeLanguage("en");
  localStorage.clear();
});
afterAll(() => server.close());
