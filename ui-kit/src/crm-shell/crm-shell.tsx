import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { cx } from "../utils/cx.ts";
import "./crm-shell.css";

export interface CrmShellProps {
  /** Page title in the header (e.g. "Pastor Portal - Church Records"); rendered as the h1. */
  title: ReactNode;
  /** A line under the title. */
  subtitle?: ReactNode;
  /** Small line above the title (e.g. a back link to the dashboard). */
  eyebrow?: ReactNode;
  /** Header buttons (Export CSV, Export PDF, Add Record, language switch). */
  actions?: ReactNode;
  /** Content under the main area (e.g. a note or links). */
  footer?: ReactNode;
  /** The page. */
  children: ReactNode;
  className?: string;
}

/** The records portal layout: a header with the title and actions above the main content. */
export function CrmShell({ title, subtitle, eyebrow, actions, footer, children, className }: CrmShellProps) {
  const { t } = useTranslation("common");
  const mainId = `ck-crm-main-${useId()}`;
  return (
    <div className={cx("ck-crm-shell", className)}>
      <a className="ck-skip-link" href={`#${mainId}`}>
        {t("skipToContent")}
      </a>
      <header className="ck-crm-shell__header">
        <div className="ck-crm-shell__header-inner">
          <div className="ck-crm-shell__heading">
            {eyebrow && <div className="ck-crm-shell__eyebrow">{eyebrow}</div>}
            <h1 className="ck-crm-shell__title">{title}</h1>
            {subtitle && <p className="ck-crm-shell__subtitle">{subtitle}</p>}
          </div>
          {actions && <div className="ck-crm-shell__actions">{actions}</div>}
        </div>
      </header>
      <main id={mainId} className="ck-crm-shell__main" tabIndex={-1}>
        {children}
      </main>
      {footer && <footer className="ck-crm-shell__footer">{footer}</footer>}
    </div>
  );
}
