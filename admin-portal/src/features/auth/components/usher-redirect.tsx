import { Spinner } from "@church/ui-kit";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import "../auth.texts.ts";
import { loadPage } from "../lib/load-page.ts";

/** The one page an usher's account opens: attendance, in the pastor-crm app. */
export const usherHome = "/admin/crm/attendance";

/**
 * An usher who lands on a page of this app (the dashboard, a test page) goes to attendance: a full
 * page load, since that page belongs to the pastor-crm app. The link is there if it does not happen.
 */
export function UsherRedirect() {
  const { t } = useTranslation("adminAuth");
  useEffect(() => loadPage(usherHome), []);
  return (
    <div className="ck-staff-center">
      <Spinner size="lg" />
      <p>{t("usher.redirecting")}</p>
      <a href={usherHome}>{t("usher.open")}</a>
    </div>
  );
}
