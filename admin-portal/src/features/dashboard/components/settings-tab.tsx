import type { SessionUser } from "@church/contracts";
import { Card } from "@church/ui-kit";
import { useTranslation } from "react-i18next";

/** The staff member's own account, read-only (password and 2FA dialogs come with their issues). */
export function SettingsTab({ user }: { user: SessionUser }) {
  const { t } = useTranslation("admin");
  return (
    <Card title={t("settings.title")} headingLevel={1} description={t("settings.intro")}>
      <dl className="ap-details">
        <dt>{t("settings.name")}</dt>
        <dd>{user.name}</dd>
        <dt>{t("settings.email")}</dt>
        <dd>{user.email}</dd>
        <dt>{t("settings.role")}</dt>
        <dd>{t(`roles.${user.role}`)}</dd>
      </dl>
    </Card>
  );
}
