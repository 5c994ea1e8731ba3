// A deferred classic script in <head>: deferred scripts and modules run in document order, so this runs
// before any module of the app, without holding up the first paint. It turns off zod's JIT, whose
// `new Function` probe the Content-Security-Policy (no 'unsafe-eval') reports as a violation. The same
// line in contracts/src/common/zod-csp.ts is not enough here: the bundler places it in a chunk that
// runs after the chunk where zod builds the contracts' schemas. Zod 4 reads its settings from this global.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
// It also marks the page while there is no connection (the "you are offline" note in app.css), and
// registers the service worker after load (decision 020); on a first visit the worker is asked to keep
// this page and its files.
function markOffline() {
  document.documentElement.toggleAttribute("data-offline", !navigator.onLine);
}
addEventListener("online", markOffline);
addEventListener("offline", markOffline);
if (!navigator.onLine) markOffline();
if ("serviceWorker" in navigator) {
  addEventListener("load", () => {
    const first = !navigator.serviceWorker.controller;
    navigator.serviceWorker
      .register("/service-worker.js")
      .then(() => navigator.serviceWorker.ready)
      .then((sw) => {
        const files = performance.getEntriesByType("resource").map((entry) => entry.name);
        if (first) sw.active?.postMessage({ type: "keep-page", page: location.href, files });
      })
      .catch(() => {});
  });
}
