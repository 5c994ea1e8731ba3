import "@testing-library/jest-dom/vitest";
import { handlers, resetMocks } from "@church/contracts/mocks";
import { i18n } from "@church/ui-kit";
import { cleanup } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";

// The rich-text editor (ProseMirror) measures the selection; jsdom has no layout, so ranges measure empty.
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
if (!Range.prototype.getClientRects) Range.prototype.getClientRects = emptyRects;
if (!Range.prototype.getBoundingClientRect) {
  Range.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
}
if (!document.elementFromPoint) document.elementFromPoint = () => null;
// A toast's Undo button (sonner) captures the pointer for swiping; jsdom has no pointer capture.
if (!Element.prototype.setPointerCapture) Element.prototype.setPointerCapture = () => {};
if (!Element.prototype.releasePointerCapture) Element.prototype.releasePointerCapture = () => {};

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
