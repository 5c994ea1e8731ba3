// Runs before the page is shown (a classic script in <head>), before any module of the app:
// 1. Marks the page as running JavaScript: without it (this file does not run), the parts that need
//    JavaScript are hidden and plain notes say so instead (app.css, components/needs-javascript.tsx).
// 2. Turns off zod's JIT, whose `new Function` probe the Content-Security-Policy (no 'unsafe-eval')
//    reports as a violation. The same line in contracts/src/common/zod-csp.ts is not enough here: the
//    bundler places it in a chunk that runs after the chunk where zod builds the contracts' schemas.
//    Zod 4 reads its settings from this global.
document.documentElement.setAttribute("data-js", "");
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
// 3. The "you are offline" note (app.css) shows while there is no connection. 4. The service worker
//    (decision 020) registers after load; on a first visit it is asked to keep this page and its files.
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
