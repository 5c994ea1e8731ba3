import type { ReactNode } from "react";
import { cx } from "../utils/cx.ts";
import { Heading, type HeadingLevel } from "../utils/heading.tsx";
import "./page-header.css";

export interface PageHeaderProps {
  /** The page's heading (h1 by default). */
  title: ReactNode;
  /** A sentence under the title. */
  description?: ReactNode;
  /** Buttons on the right (wrap under the title on phones). */
  actions?: ReactNode;
  /** Small line above the title, e.g. breadcrumbs or a back link. */
  eyebrow?: ReactNode;
  /** Heading level (default 1). */
  headingLevel?: HeadingLevel;
  className?: string;
}

/** The top of a page: title, description and page actions. */
export function PageHeader({
  title,
  description,
  actions,
  eyebrow,
  headingLevel = 1,
  className,
}: PageHeaderProps) {
  return (
    <header className={cx("ck-page-header", className)}>
      <div className="ck-page-header__text">
        {eyebrow && <div className="ck-page-header__eyebrow">{eyebrow}</div>}
        <Heading level={headingLevel} className="ck-page-header__title">
          {title}
        </Heading>
        {description && <p className="ck-page-header__description">{description}</p>}
      </div>
      {actions && <div className="ck-page-header__actions">{actions}</div>}
    </header>
  );
}
