import "@church/ui-kit/styles.css";
import "./app/app.css";
import "./app/pages.css";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { createRouter, routerReady } from "./app/router.tsx";

if (import.meta.env.DEV && import.meta.env.VITE_MOCK_API === "1") {
  const { startMockApi } = await import("./app/mock-api.ts");
  await startMockApi();
}

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// A prerendered page (scripts/prerender.mjs) stays on screen until the app's first render replaces
// it. The static HTML is a DOM snapshot, not React server output, and visitors differ from it
// (language, fresh data, cookie choice), so the app renders afresh rather than hydrating it. A page
// served from another route's HTML (the home page as fallback shell) is cleared at once.
if (root.dataset.prerendered !== window.location.pathname) root.replaceChildren();
const router = createRouter();
await routerReady(router);
// Rendered as a transition: React yields to the browser every few milliseconds while it builds the
// page (the prerendered copy stays on screen meanwhile), instead of one long blocking task.
const reactRoot = createRoot(root);
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
});
