import "@testing-library/jest-dom/vitest";
import { handlers, resetMocks } from "@church/contracts/mocks";
import { i18n } from "@church/ui-kit";
import { cleanup, configure } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { loadAllTexts } from "../i18n/namespaces.ts";

// Lazy screens and mocked API answers can take longer than 1 s on a busy machine.
configure({ asyncUtilTimeout: 5000 });

/** The contracts' mocks answer every /api call, as in mock mode; tests override single endpoints. */
export const server = setupServer(...handlers);

// Components find every text of both languages in the one shared instance (the app itself loads one
// language's, page by page); a test switches language with i18n.changeLanguage.
await loadAllTexts(i18n);

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  // The server's render tests run in Node, without a DOM.
  if (typeof window === "undefined") return;
  // jsdom does not scroll; the layout scrolls to the top on every navigation.
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView = () => {};
});
// A worker keeps its document from one test file to the next: what a test put into <head> (a page's
// title and JSON-LD, PayPal's script) goes with it, so that the next test finds only its own.
let headBefore = new Set<Node>();
beforeEach(() => {
  if (typeof window === "undefined") return;
  headBefore = new Set(document.head.childNodes);
});
afterEach(async () => {
  server.resetHandlers();
  resetMocks();
  if (typeof window === "undefined") return;
  cleanup();
  for (const node of [...document.head.childNodes]) if (!headBefore.has(node)) node.remove();
  document.title = "";
  await i18n.changeLanguage("en");
  localStorage.clear();
});
afterAll(() => server.close());
