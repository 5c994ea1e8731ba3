/**
 * An islands page carries in its `<style>` only the rules its HTML uses, as the server drew it
 * (server/page-css.ts), and names its sheets in `disabled` links marked `data-rest`. Once code runs
 * that may draw more (an island waking, another app's module), the whole sheets load first: they are
 * the same files on every page, so after a first visit they come from the HTTP or service worker
 * cache. Resolves once they are in, or failed (the page then stays as it is); asked once per page.
 */
let loaded: Promise<void> | undefined;

export function loadRestOfStyles(): Promise<void> {
  loaded ??= Promise.all(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-rest][disabled]')].map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener("load", () => resolve(), { once: true });
          link.addEventListener("error", () => resolve(), { once: true });
          link.removeAttribute("disabled");
        }),
    ),
  ).then(() => undefined);
  return loaded;
}
