import { Button } from "@church/ui-kit";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import {
  cookieSettingsEvent,
  hasCurrentConsent,
  readConsent,
  rememberConsentInCookie,
  saveConsent,
} from "../../../lib/consent.ts";
import { useServerConsentBanner } from "../../../lib/render-info.tsx";
import "./cookie-consent.css";

// The preferences dialog (and the dialog library) loads when it is opened.
const CookiePreferences = lazy(() => import("./cookie-preferences.tsx"));

/** Stores the choice and reloads, so everything on the page starts again under the new choice. */
function choose(analytics: boolean) {
  saveConsent(analytics);
  window.location.reload();
}

/**
 * The cookie banner (Reject All, Manage Preferences, Accept All) while there is no current choice,
 * and the preferences dialog (essential always on, analytics off by default) it and the footer open.
 * The server's page carries the banner when the request had no consent cookie (lib/consent.ts): it
 * is hydrated as sent, then the stored choice decides (a choice made before the cookie existed gets
 * the cookie now).
 */
export function CookieConsent() {
  const { t } = useTranslation("site");
  const serverBanner = useServerConsentBanner();
  const [bannerOpen, setBannerOpen] = useState(() => serverBanner ?? !hasCurrentConsent(readConsent()));
  const [modalOpen, setModalOpen] = useState(false);
  const [analytics] = useState(() => {
    const record = readConsent();
    return hasCurrentConsent(record) ? record.analyticsConsent : false;
  });

  useEffect(() => {
    const record = readConsent();
    const current = hasCurrentConsent(record);
    if (current) rememberConsentInCookie(record);
    setBannerOpen(!current);
  }, []);

  useEffect(() => {
    const open = () => setModalOpen(true);
    window.addEventListener(cookieSettingsEvent, open);
    return () => window.removeEventListener(cookieSettingsEvent, open);
  }, []);

  return (
    <>
      {bannerOpen && !modalOpen && (
        <section className="ps-consent" aria-label={t("consent.bannerLabel")}>
          <div className="ps-consent__inner">
            <div className="ps-consent__text">
              <h2 className="ps-consent__title">{t("consent.bannerTitle")}</h2>
              <p>
                {t("consent.bannerText")} <Link to="/cookie-policy">{t("consent.policyLink")}</Link>
              </p>
            </div>
            <div className="ps-consent__actions">
              <Button variant="secondary" size="sm" onClick={() => choose(false)}>
                {t("consent.rejectAll")}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setModalOpen(true)}>
                {t("consent.manage")}
              </Button>
              <Button size="sm" onClick={() => choose(true)}>
                {t("consent.acceptAll")}
              </Button>
            </div>
          </div>
        </section>
      )}
      {modalOpen && (
        <Suspense fallback={null}>
          <CookiePreferences
            initialAnalytics={analytics}
            onClose={() => {
              setModalOpen(false);
              setBannerOpen(!hasCurrentConsent(readConsent()));
            }}
            onChoose={choose}
          />
        </Suspense>
      )}
    </>
  );
}
