import "@testing-library/jest-dom/vitest";
import { answerApiFromMocks } from "@church/ui-kit/testing";

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
export const server = answerApiFromMocks();
