import { Alert, Button, Card, Switch, toast } from "@church/ui-kit";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSaveSecuritySettings, useSecuritySettings } from "../api/account.ts";
import { settingsNamespace } from "../settings.texts.ts";
import { settingsErrorText } from "./settings-errors.ts";

/** Administrators only: require 2FA for the accounts that see money and pastoral data. */
export function SecuritySettingsCard() {
  const { t } = useTranslation(settingsNamespace);
  const settings = useSecuritySettings(true);
  const save = useSaveSecuritySettings();
  const [required, setRequired] = useState(false);
  useEffect(() => {
    if (settings.data) setRequired(settings.data.requireTwoFactorForPastoral);
  }, [settings.data]);

  return (
    <Card title={t("security.title")} description={t("security.intro")}>
      <div className="ap-stack">
        {save.isError && <Alert tone="error">{settingsErrorText(save.error) ?? t("security.error")}</Alert>}
        <Switch
          label={t("security.requireLabel")}
          hint={t("security.requireHint")}
          checked={required}
          disabled={settings.isPending}
          onChange={(event) => setRequired(event.target.checked)}
        />
        <div className="ap-actions">
          <Button
            variant="secondary"
            loading={save.isPending}
            disabled={settings.isPending || required === settings.data?.requireTwoFactorForPastoral}
            onClick={() =>
              save.mutate(
                { requireTwoFactorForPastoral: required },
                { onSuccess: () => toast.success(t("security.saved")) },
              )
            }
          >
            {t("security.save")}
          </Button>
        </div>
      </div>
    </Card>
  );
}
