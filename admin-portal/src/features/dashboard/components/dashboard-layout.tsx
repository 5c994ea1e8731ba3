import { churchInfo, type SessionUser } from "@church/contracts";
import { AdminShell, Button, LanguageSwitch } from "@church/ui-kit";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import "../dashboard.texts.ts";

export interface DashboardTab {
  id: string;
  label: string;
  /** A count beside the label (the Pastor Portal's pending requests). */
  badge?: number;
}

export interface DashboardLayoutProps {
  user: SessionUser;
  tabs: readonly DashboardTab[];
  activeTab: string;
  onSelectTab: (id: string) => void;
  onSignOut: () => void;
  signingOut?: boolean;
  children: ReactNode;
}

/** The dashboard frame of staff-area.md: side menu (toggle on phones), header with the user, footer line. */
export function DashboardLayout({
  user,
  tabs,
  activeTab,
  onSelectTab,
  onSignOut,
  signingOut = false,
  children,
}: DashboardLayoutProps) {
  const { t } = useTranslation("admin");
  return (
    <AdminShell
      title={
        <span className="ap-title">
          {t("app.title")}
          <a className="ap-live" href="/" target="_blank" rel="noopener" title={t("app.liveSiteHint")}>
            <span className="ap-live__dot" aria-hidden="true" />
            {t("app.liveSite")}
          </a>
        </span>
      }
      brand={churchInfo.name}
      navLabel={t("dashboard.menu")}
      items={tabs.map((tab) => ({
        id: tab.id,
        label: tab.label,
        onSelect: () => onSelectTab(tab.id),
        badge: tab.badge ? (
          <span title={t("dashboard.pendingBadge", { count: tab.badge })}>
            {tab.badge}
            <span className="ck-visually-hidden"> {t("dashboard.pendingBadge", { count: tab.badge })}</span>
          </span>
        ) : undefined,
      }))}
      activeId={activeTab}
      headerActions={
        <>
          <LanguageSwitch compact />
          <span className="ap-user">
            <span className="ap-user__name">{user.name}</span>
            <span className="ap-user__role">{t(`roles.${user.role}`)}</span>
          </span>
          <Button variant="secondary" size="sm" onClick={onSignOut} loading={signingOut}>
            {signingOut ? t("dashboard.signingOut") : t("dashboard.signOut")}
          </Button>
        </>
      }
      footer={<p className="ap-footer">{t("app.footer", { church: churchInfo.name })}</p>}
    >
      {children}
    </AdminShell>
  );
}
