import { queryDefaults } from "@church/contracts/client";
import { hydrate, QueryClient } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { startPageI18n } from "../i18n/page-i18n.ts";
import { basenameOf, splitLanguage } from "../lib/language.ts";
import type { PageState } from "../lib/page-state.ts";
import { setSiteOrigin } from "../lib/site-config.ts";
import { App } from "./app.tsx";
import { AppErrorBoundary } from "./error-boundary.tsx";
import { matchPublicRoute, PublicRoutes, preloadPage } from "./routes.tsx";

/**
 * The whole app in the browser: it hydrates the server's page (or, without one, the development
 * server's, renders it) and moves between pages itself. Pages that are not islands pages.
 */
export async function startApp(root: HTMLElement, state: PageState | null): Promise<void> {
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
}
