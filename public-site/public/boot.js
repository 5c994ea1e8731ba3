// Sent as written (keep it small): what it does and why is in public-site/README.md (boot.js).
// Zod's JIT off before any module runs (decision 023).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
// The app's scripts, listed by the server, load after the first paint (decision 013).
const appLoaded = new Promise((resolve) => {
  const list = document.getElementById("page-scripts");
  if (!list) return resolve();
  const { entry, modules } = JSON.parse(list.textContent || "{}");
  const load = () => {
    for (const href of modules || []) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.src = entry;
    script.onload = script.onerror = resolve;
    document.head.append(script);
  };
  if (document.visibilityState !== "visible") load();
  else requestAnimationFrame(() => setTimeout(load, 0));
});
// The offline note (app.css) and the service worker (decision 020).
function markOffline() {
  document.documentElement.toggleAttribute("data-offline", !navigator.onLine);
}
addEventListener("online", markOffline);
addEventListener("offline", markOffline);
if (!navigator.onLine) markOffline();
if ("serviceWorker" in navigator) {
  addEventListener("load", async () => {
    await appLoaded;
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
