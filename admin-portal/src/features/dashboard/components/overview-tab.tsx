import { isPastorCapable, type SessionUser } from "@church/contracts";
import { buttonClassName, Card } from "@church/ui-kit";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export interface OverviewTabProps {
  user: SessionUser;
  /** The public-site preview panel, composed by the app (it is a federated module). */
  preview?: ReactNode;
}

export function OverviewTab({ user, preview }: OverviewTabProps) {
  const { t } = useTranslation("admin");
  return (
    <div className="ap-stack">
      <Card
        title={t("overview.welcome", { name: user.name })}
        headingLevel={1}
        description={t("overview.role", { role: t(`roles.${user.role}`) })}
      />
      {isPastorCapable(user.role) && (
        <Card title={t("overview.quickActions")}>
          <div className="ap-actions">
            <a className={buttonClassName("primary")} href="/admin/crm" target="_blank" rel="noopener">
              {t("overview.openCrm")}
              <span className="ck-visually-hidden"> {t("overview.opensInNewWindow")}</span>
            </a>
          </div>
        </Card>
      )}
      {preview}
    </div>
  );
}
