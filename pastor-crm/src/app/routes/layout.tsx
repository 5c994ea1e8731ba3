import { isUsher } from "@church/contracts";
import { Button, RemoteBoundary, Spinner } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { Link, Outlet, useLocation } from "react-router-dom";
import { useSession } from "../../lib/session.ts";
import { RemoteSignedInMenu } from "../remote-modules.tsx";

const attendancePath = "/admin/crm/attendance";

/** The one page an usher's account opens (its reports are the pastor's). */
const isUsherPage = (pathname: string) => pathname.replace(/\/$/, "") === attendancePath;

/**
 * A thin staff bar above the records pages: back to the dashboard, and who is signed in. An usher
 * sees Attendance only, and anywhere else a friendly note that sends them there (the API refuses them
 * everything else anyway).
 */
export default function CrmLayout() {
  const { t } = useTranslation("crmApp");
  const session = useSession();
  const { pathname } = useLocation();
  const usher = !!session.data && isUsher(session.data.role);
  return (
    <>
      <nav className="crm-bar" aria-label={t("nav.label")}>
        {!usher && (
          <>
            {/* Full page loads: the dashboard and sign-in pages belong to the admin portal. */}
            <a href="/admin">{t("nav.dashboard")}</a>
            <Link to="/admin/crm">{t("nav.records")}</Link>
            <Link to="/admin/crm/people">{t("nav.people")}</Link>
            <Link to="/admin/crm/follow-up">{t("nav.followUp")}</Link>
            <Link to="/admin/crm/care">{t("nav.care")}</Link>
            <Link to="/admin/crm/offerings">{t("nav.offerings")}</Link>
          </>
        )}
        <Link to={attendancePath}>{t("nav.attendance")}</Link>
        <RemoteBoundary fallback={<a href="/admin-login">{t("menuFallback")}</a>} loading={null}>
          <RemoteSignedInMenu />
        </RemoteBoundary>
      </nav>
      {/* Nothing until the session is known: an usher's page must not first ask for what it may not read. */}
      {session.isPending ? (
        <div className="ck-staff-center">
          <Spinner size="lg" />
        </div>
      ) : usher && !isUsherPage(pathname) ? (
        <UsherElsewhere />
      ) : (
        <Outlet />
      )}
    </>
  );
}

function UsherElsewhere() {
  const { t } = useTranslation("crmApp");
  return (
    <main className="ck-staff-center">
      <h1>{t("usherOnly.title")}</h1>
      <p className="ck-staff-center__lead">{t("usherOnly.text")}</p>
      <Button asChild>
        <Link to={attendancePath}>{t("usherOnly.open")}</Link>
      </Button>
    </main>
  );
}
