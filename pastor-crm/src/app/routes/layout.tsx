import { RemoteBoundary } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { Link, Outlet } from "react-router-dom";
import { RemoteSignedInMenu } from "../remote-modules.tsx";

/** A thin staff bar above the records pages: back to the dashboard, and who is signed in. */
export default function CrmLayout() {
  const { t } = useTranslation("crmApp");
  return (
    <>
      <nav className="crm-bar" aria-label={t("nav.label")}>
        {/* Full page loads: the dashboard and sign-in pages belong to the admin portal. */}
        <a href="/admin">{t("nav.dashboard")}</a>
        <Link to="/admin/crm">{t("nav.records")}</Link>
        <Link to="/admin/crm/people">{t("nav.people")}</Link>
        <Link to="/admin/crm/offerings">{t("nav.offerings")}</Link>
        <RemoteBoundary fallback={<a href="/admin-login">{t("menuFallback")}</a>} loading={null}>
          <RemoteSignedInMenu />
        </RemoteBoundary>
      </nav>
      <Outlet />
    </>
  );
}
