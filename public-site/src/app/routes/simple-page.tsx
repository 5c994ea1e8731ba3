import { buttonClassName } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useDocumentTitle } from "../../lib/use-document-title.ts";

/** A page whose content comes with a later issue: its heading, a note and links home and to contact. */
export function SimplePage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation("site");
  const title = t(`pages.${titleKey}`);
  useDocumentTitle(title);
  return (
    <div className="ps-section ps-simple-page">
      <h1>{title}</h1>
      <p className="ps-lead">{t("underConstruction.text")}</p>
      <div className="ps-actions">
        <Link className={buttonClassName("primary")} to="/">
          {t("underConstruction.home")}
        </Link>
        <Link className={buttonClassName("secondary")} to="/contact">
          {t("underConstruction.contact")}
        </Link>
      </div>
    </div>
  );
}
