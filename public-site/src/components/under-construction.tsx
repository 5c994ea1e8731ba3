import { buttonClassName } from "@church/ui-kit";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import type { Crumb } from "../lib/seo/structured-data.ts";
import { PageIntro } from "./page-intro.tsx";

export interface UnderConstructionProps {
  title: string;
  /** Optional description; the generic "we are preparing this page" note otherwise. */
  description?: ReactNode;
  crumbs?: readonly Crumb[];
  children?: ReactNode;
}

/** The spec's generic placeholder page: title, optional description, links home and to contact. */
export function UnderConstruction({ title, description, crumbs, children }: UnderConstructionProps) {
  const { t } = useTranslation("site");
  return (
    <>
      <PageIntro title={title} crumbs={crumbs} lead={description ?? t("underConstruction.text")} />
      <div className="ps-section ps-stack">
        {children}
        {description && <p>{t("underConstruction.text")}</p>}
        <div className="ps-actions">
          <Link className={buttonClassName("primary")} to="/">
            {t("underConstruction.home")}
          </Link>
          <Link className={buttonClassName("secondary")} to="/contact">
            {t("underConstruction.contact")}
          </Link>
        </div>
      </div>
    </>
  );
}
