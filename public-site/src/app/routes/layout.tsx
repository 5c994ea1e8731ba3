import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router-dom";
import { SiteFooter } from "../../features/navigation/components/site-footer.tsx";
import { SiteHeaderIsland } from "../site-header-part.tsx";
import { LanguageOfferIsland, SiteTail } from "../site-tail.tsx";

/** On a route change (not the first page) the page scrolls to the top, or to the #section named. */
function useScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // The first page is where the browser put it (at the top, or at the #section of the address).
    if (first.current) {
      first.current = false;
      return;
    }
    const behavior = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ behavior });
    else window.scrollTo({ top: 0, behavior });
  }, [pathname, hash]);
}

/**
 * Header, page and footer around every public route. Hydrated once: what changes after hydration (the
 * session, the chat, the language offer) lives in small components of its own, so the header's and
 * footer's links are not rendered again. On an islands page (islands/island.tsx) it is never hydrated:
 * only its `*Island` parts are, and islands/start-islands.ts marks the page ready.
 */
export default function SiteLayout() {
  const { t } = useTranslation("site");
  useScrollOnNavigate();
  useEffect(() => {
    // Tests wait for this mark before interacting; public/boot.js makes a tap held until now again.
    document.documentElement.dataset.appReady = "true";
    dispatchEvent(new Event("app-ready"));
  }, []);
  return (
    <div className="ps-layout">
      <a className="ck-skip-link" href="#main">
        {t("skipToContent")}
      </a>
      {/* Shown by app.css while offline (public/boot.js) or on a saved copy (the service worker). */}
      <p className="ps-offline-note" role="status">
        {t("offline.note")}
      </p>
      <LanguageOfferIsland />
      <SiteHeaderIsland />
      <main id="main" className="ps-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <SiteTail />
    </div>
  );
}
