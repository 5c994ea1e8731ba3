import { Badge, Button, Dialog, Switch } from "@church/ui-kit";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";

export interface CookiePreferencesProps {
  /** The analytics choice the dialog starts from (the stored one, else off). */
  initialAnalytics: boolean;
  onClose: () => void;
  /** Stores a choice (and reloads the page under it). */
  onChoose: (analytics: boolean) => void;
}

/** The cookie preferences dialog: essential cookies always on, analytics off by default. */
export default function CookiePreferences({ initialAnalytics, onClose, onChoose }: CookiePreferencesProps) {
  const { t } = useTranslation("site");
  const [analytics, setAnalytics] = useState(initialAnalytics);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("consent.modalTitle")}
      description={t("consent.modalText")}
      footer={
        <>
          <Button variant="secondary" onClick={() => onChoose(false)}>
            {t("consent.rejectAll")}
          </Button>
          <Button onClick={() => onChoose(analytics)}>{t("consent.save")}</Button>
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
        <Link to="/cookie-policy" onClick={onClose}>
          {t("consent.policyLink")}
        </Link>
      </div>
    </Dialog>
  );
}
