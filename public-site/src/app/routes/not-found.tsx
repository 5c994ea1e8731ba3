import { buttonClassName } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useDocumentTitle } from "../../lib/use-document-title.ts";

/** Any path no app owns: the spec's 404 page with a link home. */
export default function NotFoundRoute() {
  const { t } = useTranslation("site");
  useDocumentTitle(t("notFound.title"));
  return (
    <div className="ps-center">
      <h1 className="ps-display">404</h1>
      <p className="ps-lead">{t("notFound.title")}</p>
      <Link className={buttonClassName("primary")} to="/">
        {t("notFound.home")}
      </Link>
    </div>
  );
}
