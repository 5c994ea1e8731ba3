import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import type { Crumb } from "../lib/seo/structured-data.ts";

export interface PageIntroProps {
  /** The page's h1. */
  title: ReactNode;
  /** A sentence or two under the title. */
  lead?: ReactNode;
  /** Small line above the title. */
  eyebrow?: ReactNode;
  /** Pages between home and this one (the current page is added from `title`). */
  crumbs?: readonly Crumb[];
  /** Buttons or links under the lead. */
  actions?: ReactNode;
  /** Extra content inside the band (e.g. service facts). */
  children?: ReactNode;
}

/** The band at the top of every inner page: breadcrumb trail, h1, lead and actions. */
export function PageIntro({ title, lead, eyebrow, crumbs = [], actions, children }: PageIntroProps) {
  const { t } = useTranslation("site");
  return (
    <header className="ps-intro">
      <div className="ps-intro__inner">
        <nav aria-label={t("common.breadcrumb")} className="ps-crumbs">
          <ol>
            <li>
              <Link to="/">{t("nav.home")}</Link>
            </li>
            {crumbs.map((crumb) => (
              <li key={crumb.path}>
                <Link to={crumb.path}>{crumb.name}</Link>
              </li>
            ))}
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
        {eyebrow && <p className="ps-intro__eyebrow">{eyebrow}</p>}
        <h1 className="ps-intro__title">{title}</h1>
        {lead && <p className="ps-intro__lead">{lead}</p>}
        {children}
        {actions && <div className="ps-actions ps-intro__actions">{actions}</div>}
      </div>
    </header>
  );
}
