// A classic deferred script in every page's <head>, minified by the build (vite.config.ts); what it does
// and why is in public-site/README.md (boot.js). Inside a function: a classic script's top-level names
// would be globals, shared with every other classic script of the page.
(() => {
  // Zod's JIT off before any module runs (decision 023).
  globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
  // The app's scripts, listed by the server, load after the first paint (decision 013).
  const appLoaded = new Promise((resolve) => {
    // Only <head>'s own list: content is in <body>, and nothing of the body can get into the head.
    const list = document.head.querySelector('script[type="application/json"]#page-scripts');
    if (!list) return resolve();
    const { entry, modules } = JSON.parse(list.textContent || "{}");
    // All added to <head> at once: one change of the document, not one per file.
    const load = () => {
      const files = document.createDocumentFragment();
      for (const href of modules || []) {
        const link = document.createElement("link");
        link.rel = "modulepreload";
        link.href = href;
        files.append(link);
      }
      const script = document.createElement("script");
      script.type = "module";
      script.src = entry;
      script.onload = resolve;
      // Without the app, buttons do what the page alone makes them do (no tap is held for nothing).
      script.onerror = () => {
        release();
        resolve();
      };
      files.append(script);
      document.head.append(files);
    };
    if (document.visibilityState !== "visible") load();
    else requestAnimationFrame(() => setTimeout(load, 0));
  });
  // A tap on a button before the app listens is held and made again once the app is ready.
  let tapped;
  const hold = (event) => {
    const button = event.target instanceof Element && event.target.closest("button");
    if (!button) return;
    event.preventDefault();
    tapped = button;
  };
  const release = () => removeEventListener("click", hold, true);
  addEventListener("click", hold, true);
  addEventListener("app-listening", release, { once: true });
  addEventListener(
    "app-ready",
    () => {
      release();
      if (tapped?.isConnected) tapped.click();
      tapped = undefined;
    },
    { once: true },
  );
  // The offline note (app.css) and the service worker (decision 020).
  function markOffline() {
    document.documentElement.toggleAttribute("data-offline", !navigator.onLine);
  }
  addEventListener("online", markOffline);
  addEventListener("offline", markOffline);
  if (!navigator.onLine) markOffline();
  // The web fonts, from the next page load on (decision 034; the server reads the cookie,
  // src/lib/web-fonts.ts): a first visit downloads none, and data saver never does.
  addEventListener("load", () => {
    const saving = navigator.connection?.saveData || /(?:^|;\s*)ps-data-saver=on/.test(document.cookie);
    if (!saving && !/(?:^|;\s*)ps-fonts=1/.test(document.cookie))
      // biome-ignore lint/suspicious/noDocumentCookie: one fixed name and value, as the data saver's cookie
      document.cookie = "ps-fonts=1; path=/; max-age=31536000; samesite=lax";
  });
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
})();
