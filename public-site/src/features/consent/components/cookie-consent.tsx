import { Badge, Button, Dialog, Switch } from "@church/ui-kit";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { cookieSettingsEvent, hasCurrentConsent, readConsent, saveConsent } from "../../../lib/consent.ts";
import "./cookie-consent.css";

/** Stores the choice and reloads, so everything on the page starts again under the new choice. */
function choose(analytics: boolean) {
  saveConsent(analytics);
  window.location.reload();
}

/**
 * The cookie banner (Reject All, Manage Preferences, Accept All) while there is no current choice,
 * and the preferences dialog (essential always on, analytics off by default) it and the footer open.
 */
export function CookieConsent() {
  const { t } = useTranslation("site");
  const [bannerOpen, setBannerOpen] = useState(() => !hasCurrentConsent(readConsent()));
  const [modalOpen, setModalOpen] = useState(false);
  const [analytics, setAnalytics] = useState(() => {
    const record = readConsent();
    return hasCurrentConsent(record) ? record.analyticsConsent : false;
  });

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
      <Dialog
        open={modalOpen}
        onOpenChange={(open) => {
          setModalOpen(open);
          if (!open) setBannerOpen(!hasCurrentConsent(readConsent()));
        }}
        title={t("consent.modalTitle")}
        description={t("consent.modalText")}
        footer={
          <>
            <Button variant="secondary" onClick={() => choose(false)}>
              {t("consent.rejectAll")}
            </Button>
            <Button onClick={() => choose(analytics)}>{t("consent.save")}</Button>
          </>
        }
      >
        <div className="ps-consent__options">
          <div className="ps-consent__option">
            <div className="ps-consent__option-head">
              <h3>{t("consent.essentialTitle")}</h3>
              <Badge tone="success">{t("consent.alwaysActive")}</Badge>
            </div>
            <p className="ps-muted">{t("consent.essentialText")}</p>
          </div>
          <div className="ps-consent__option">
            <Switch
              label={t("consent.analyticsTitle")}
              hint={t("consent.analyticsText")}
              checked={analytics}
              onChange={(event) => setAnalytics(event.target.checked)}
            />
          </div>
          <Link to="/cookie-policy" onClick={() => setModalOpen(false)}>
            {t("consent.policyLink")}
          </Link>
        </div>
      </Dialog>
    </>
  );
}
