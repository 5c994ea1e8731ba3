/**
 * An islands page carries in its `<style>` only the rules its own code can draw (server/page-css.ts)
 * and names its sheets in `disabled` links marked `data-rest`. Code from elsewhere (another app's
 * modules, through Module Federation) may draw what the page's code does not: before it runs, the
 * whole sheets load (from the HTTP or service worker cache after a first visit). Resolves once they
 * are in, or failed (the page then stays as it is).
 */
export function loadRestOfStyles(): Promise<void> {
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-rest][disabled]');
  return Promise.all(
    [...links].map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener("load", () => resolve(), { once: true });
          link.addEventListener("error", () => resolve(), { once: true });
          link.removeAttribute("disabled");
        }),
    ),
  ).then(() => undefined);
}
