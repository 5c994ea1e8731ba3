import { Badge, Button, Dialog, Switch } from "@church/ui-kit";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { consentNs } from "../consent.texts.ts";

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
  const { t: td } = useTranslation(consentNs);
  const [analytics, setAnalytics] = useState(initialAnalytics);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={td("modalTitle")}
      description={td("modalText")}
      footer={
        <>
          <Button variant="secondary" onClick={() => onChoose(false)}>
            {t("consent.rejectAll")}
          </Button>
          <Button onClick={() => onChoose(analytics)}>{td("save")}</Button>
        </>
      }
    >
      <div className="ps-consent__options">
        <div className="ps-consent__option">
          <div className="ps-consent__option-head">
            <h3>{td("essentialTitle")}</h3>
            <Badge tone="success">{td("alwaysActive")}</Badge>
          </div>
          <p className="ps-muted">{td("essentialText")}</p>
        </div>
        <div className="ps-consent__option">
          <Switch
            label={td("analyticsTitle")}
            hint={td("analyticsText")}
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
