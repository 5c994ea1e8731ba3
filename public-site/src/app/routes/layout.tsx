import { churchInfo } from "@church/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router-dom";
import { useSignedIn } from "../../api/session.ts";
import { ChatWidget } from "../../features/chat/components/chat-widget.tsx";
import { CookieConsent } from "../../features/consent/components/cookie-consent.tsx";
import { usePageAnalytics } from "../../features/consent/hooks/use-page-analytics.ts";
import { SiteFooter } from "../../features/navigation/components/site-footer.tsx";
import { SiteHeader } from "../../features/navigation/components/site-header.tsx";
import { isPrerendering } from "../../lib/prerender.ts";
import { RemoteBoundary } from "../remote-boundary.tsx";
import { RemoteSignedInMenu } from "../remote-modules.tsx";

/** On every route change the page scrolls smoothly to the top, or to the #section named in the URL. */
function useScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const behavior = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ behavior });
    else window.scrollTo({ top: 0, behavior });
  }, [pathname, hash]);
}

/** Header, page and footer around every public route. */
export default function SiteLayout() {
  const { t } = useTranslation("site");
  useScrollOnNavigate();
  usePageAnalytics();
  const account = useSignedIn();
  // Chat and cookie banner appear after the page itself, so they never delay its first paint.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    setMounted(true);
    // The live app has replaced any prerendered HTML (tests wait for this mark; never baked into it).
    if (!isPrerendering()) document.documentElement.dataset.appReady = "true";
  }, []);
  return (
    <div className="ps-layout">
      <a className="ck-skip-link" href="#main">
        {t("skipToContent")}
      </a>
      <SiteHeader
        brand={churchInfo.name}
        renderAccount={(close) => {
          const login = (
            <a className="ps-login-link" href="/admin-login">
              {t("nav.login")}
            </a>
          );
          if (account.pending) return null;
          if (!account.signedIn) return login;
          // The admin portal's menu; if that app is unreachable the plain Login link stands in.
          return (
            <RemoteBoundary loading={null} fallback={login}>
              <RemoteSignedInMenu onNavigate={close} />
            </RemoteBoundary>
          );
        }}
      />
      <main id="main" className="ps-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      {/* Visitor-specific parts are not baked into the prerendered HTML. */}
      {mounted && !isPrerendering() && (
        <>
          <ChatWidget />
          <CookieConsent />
        </>
      )}
    </div>
  );
}
