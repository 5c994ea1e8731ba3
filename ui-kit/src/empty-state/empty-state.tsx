import type { ReactNode } from "react";
import { cx } from "../utils/cx.ts";
import { Heading, type HeadingLevel } from "../utils/heading.tsx";
import "./empty-state.css";

export interface EmptyStateProps {
  /** What is empty, e.g. the spec's 'No records found. Add your first record to get started.' */
  title: ReactNode;
  /** More detail under the title. */
  description?: ReactNode;
  /** Decorative icon or picture. */
  icon?: ReactNode;
  /** The next step, e.g. an "Add First Record" button. */
  action?: ReactNode;
  /** Heading level of the title (default 2); use "none" for a paragraph. */
  headingLevel?: HeadingLevel | "none";
  className?: string;
}

/** A friendly message for an empty list, with an optional next step. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  return (
    <div className={cx("ck-empty", className)}>
      {icon && (
        <div className="ck-empty__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      {headingLevel === "none" ? (
        <p className="ck-empty__title">{title}</p>
      ) : (
        <Heading level={headingLevel} className="ck-empty__title">
          {title}
        </Heading>
      )}
      {description && <p className="ck-empty__description">{description}</p>}
      {action && <div className="ck-empty__action">{action}</div>}
    </div>
  );
}
