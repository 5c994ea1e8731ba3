import "@church/ui-kit/styles.css";
import "./app/app.css";
import "./app/pages.css";
import { queryDefaults } from "@church/contracts/client";
import { hydrate, QueryClient } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "./app/app.tsx";
import { AppErrorBoundary } from "./app/error-boundary.tsx";
import { matchPublicRoute, PublicRoutes, preloadPage } from "./app/routes.tsx";
import { startPageI18n } from "./i18n/page-i18n.ts";
import { basenameOf, splitLanguage } from "./lib/language.ts";
import { type PageState, pageStateId } from "./lib/page-state.ts";
import { setSiteOrigin } from "./lib/site-config.ts";

if (import.meta.env.DEV && import.meta.env.VITE_MOCK_API === "1") {
  const { startMockApi } = await import("./app/mock-api.ts");
  await startMockApi();
}

/** The state the server sent with the page, or null (the development server renders in the browser). */
function readPageState(): PageState | null {
  // The server's is the last: content, rendered before it, can never stand in for it (issue 26).
  const text = [...document.querySelectorAll(`script#${pageStateId}`)].at(-1)?.textContent;
  return text ? (JSON.parse(text) as PageState) : null;
}

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const state = readPageState();
const { language, path } = splitLanguage(window.location.pathname);
if (state) setSiteOrigin(state.origin);
const queryClient = new QueryClient({ defaultOptions: queryDefaults });
if (state) hydrate(queryClient, state.queries);
// The page's code and texts load together, so the first render is the server's page.
const { route } = matchPublicRoute(path);
const [i18n] = await Promise.all([
  startPageI18n(state?.language ?? language, state?.namespaces),
  route.kind === "redirect" ? undefined : preloadPage(route.page),
]);
const app = (
  <StrictMode>
    <App
      queryClient={queryClient}
      i18n={i18n}
      info={{
        now: state?.now ?? Date.now(),
        today: state?.today,
        dayEnds: state?.dayEnds,
        consentBanner: state?.consentBanner,
        dataSaver: state?.dataSaver ?? false,
      }}
    >
      <BrowserRouter basename={basenameOf(language)}>
        <AppErrorBoundary>
          <PublicRoutes />
        </AppErrorBoundary>
      </BrowserRouter>
    </App>
  </StrictMode>
);
// The server's HTML is hydrated; without it (the development server) the app renders in the browser.
// As a transition, hydration yields to the browser every few milliseconds instead of holding the main
// thread for the whole page (a phone stays responsive to taps and scrolling while it runs).
if (state) {
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else createRoot(root).render(app);
// React listens from here on: public/boot.js stops holding taps (it makes the last one again once the
// app is ready, routes/layout.tsx).
dispatchEvent(new Event("app-listening"));
