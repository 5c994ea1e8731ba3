import type { Locator } from "@playwright/test";

/**
 * The words of an element's text that the layout breaks across lines: on a phone a value squeezed
 * into a narrow column wraps letter by letter ("Satur / day"). A break after a hyphen or slash is
 * typography, not a fault, so words are cut there; tokens longer than 24 characters (a payment
 * reference, an e-mail address) may wrap anywhere.
 */
export function brokenWords(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of (node.textContent ?? "").matchAll(/[^\s\-–—/]+/g)) {
        if (word[0].length > 24) continue;
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom)));
        if (lines.size > 1) broken.push(word[0]);
      }
    }
    return broken;
  });
}
