import { churchInfo } from "@church/contracts";
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router-dom";
import { useSignedIn } from "../../api/session.ts";
import { ChatWidget } from "../../features/chat/components/chat-widget.tsx";
import { CookieConsent } from "../../features/consent/components/cookie-consent.tsx";
import { usePageAnalytics } from "../../features/consent/hooks/use-page-analytics.ts";
import { LanguageOffer } from "../../features/navigation/components/language-offer.tsx";
import { SiteFooter } from "../../features/navigation/components/site-footer.tsx";
import { SiteHeader } from "../../features/navigation/components/site-header.tsx";
import { ToastHost } from "../toast-host.tsx";

// Only signed-in staff get the admin portal's menu, and its code (Module Federation included).
const StaffMenu = lazy(() => import("../staff-menu.tsx"));

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
 * Its children appear once the page is live in the browser: they are not part of the server's HTML and
 * never delay its first paint. Its own state, so that showing them re-renders nothing else.
 */
function WhenLive({ children }: { children: ReactNode }) {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return live ? children : null;
}

/** Login, or (signed-in staff) the admin portal's menu; the only part of the header the session changes. */
function Account({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation("site");
  const account = useSignedIn();
  const login = (
    <a className="ps-login-link" href="/admin-login">
      {t("nav.login")}
    </a>
  );
  if (account.pending) return null;
  if (!account.signedIn) return login;
  return (
    <Suspense fallback={null}>
      <StaffMenu onNavigate={onNavigate} fallback={login} />
    </Suspense>
  );
}

const renderAccount = (close: () => void) => <Account onNavigate={close} />;

/**
 * Header, page and footer around every public route. Hydrated once: what changes after hydration (the
 * session, the chat, the language offer) lives in small components of its own, so the header's and
 * footer's links are not rendered again.
 */
export default function SiteLayout() {
  const { t } = useTranslation("site");
  useScrollOnNavigate();
  usePageAnalytics();
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
      <WhenLive>
        <LanguageOffer />
      </WhenLive>
      <SiteHeader brand={churchInfo.name} renderAccount={renderAccount} />
      <main id="main" className="ps-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <WhenLive>
        <ChatWidget />
      </WhenLive>
      {/* The cookie banner is in the server's HTML when the visitor has not chosen yet (it shows at the
          first paint rather than arriving later). */}
      <CookieConsent />
      <ToastHost />
    </div>
  );
}
