import { afterEach, describe, expect, it } from "vitest";
import { loadRestOfStyles } from "./page-styles-rest.ts";

afterEach(() => {
  document.head.innerHTML = "";
});

describe("loadRestOfStyles", () => {
  it("loads the sheets an islands page carries only in part, and answers once each has loaded or failed", async () => {
    document.head.innerHTML = [
      '<link rel="stylesheet" href="/assets/index-1.css" disabled data-rest>',
      '<link rel="stylesheet" href="/assets/events-2.css" disabled data-rest>',
      // A page of the whole app carries its sheets whole: they stay as they are.
      '<link rel="stylesheet" href="/assets/give-3.css" disabled>',
    ].join("");
    let done = false;
    const loaded = loadRestOfStyles().then(() => {
      done = true;
    });
    const [index, events, give] = [...document.querySelectorAll("link")];
    expect(index?.hasAttribute("disabled")).toBe(false);
    expect(events?.hasAttribute("disabled")).toBe(false);
    expect(give?.hasAttribute("disabled")).toBe(true);
    index?.dispatchEvent(new Event("load"));
    await Promise.resolve();
    expect(done).toBe(false);
    events?.dispatchEvent(new Event("error"));
    await loaded;
    expect(done).toBe(true);
    // Asked again (another island, another app's module): the same loading, nothing more.
    expect(loadRestOfStyles()).toBe(loadRestOfStyles());
  });
});
