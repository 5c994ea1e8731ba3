import type { SessionUser } from "@church/contracts";
import { Alert, Badge, Card } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { settingsNamespace } from "../settings.texts.ts";
import { ChangePasswordDialog } from "./change-password-dialog.tsx";
import { SecuritySettingsCard } from "./security-settings-card.tsx";
import { TwoFactorDialog } from "./two-factor-dialog.tsx";

/** The staff member's own account: read-only details, password change and 2FA; admins also set the 2FA rule. */
export function SettingsTab({ user }: { user: SessionUser }) {
  const { t } = useTranslation(settingsNamespace);
  const { t: tAdmin } = useTranslation("admin");
  return (
    <div className="ap-stack">
      {user.twoFactorSetupRequired && <Alert tone="warning">{t("setupRequired")}</Alert>}
      <Card title={t("title")} headingLevel={1} description={t("intro")}>
        <dl className="ap-details">
          <dt>{t("name")}</dt>
          <dd>{user.name}</dd>
          <dt>{t("email")}</dt>
          <dd>{user.email}</dd>
          <dt>{t("role")}</dt>
          <dd>{tAdmin(`roles.${user.role}`)}</dd>
        </dl>
      </Card>
      <Card
        title={t("password.title")}
        description={t("password.intro")}
        actions={<ChangePasswordDialog />}
      />
      <Card
        title={t("twoFactor.title")}
        description={t("twoFactor.intro")}
        actions={<TwoFactorDialog user={user} />}
      >
        <Badge tone={user.twoFactorEnabled ? "success" : "neutral"}>
          {user.twoFactorEnabled
            ? t("twoFactor.statusOn", { method: t(`twoFactor.methods.${user.twoFactorMethod ?? "totp"}`) })
            : t("twoFactor.statusOff")}
        </Badge>
      </Card>
      {user.role === "admin" && <SecuritySettingsCard />}
    </div>
  );
}
