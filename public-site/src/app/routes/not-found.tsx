import { buttonClassName } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router-dom";
import { usePageMeta } from "../../lib/seo/page-meta.ts";

/** Any path no app owns: the spec's 404 page with a link home. */
export default function NotFoundRoute() {
  const { t } = useTranslation("site");
  const { pathname } = useLocation();
  usePageMeta({ title: t("notFound.title"), description: t("notFound.text"), path: pathname, noIndex: true });
  return (
    <div className="ps-center">
      <p className="ps-display" aria-hidden="true">
        404
      </p>
      <h1 className="ps-center__title">{t("notFound.title")}</h1>
      <p className="ps-lead">{t("notFound.text")}</p>
      <Link className={buttonClassName("primary")} to="/">
        {t("notFound.home")}
      </Link>
    </div>
  );
}
