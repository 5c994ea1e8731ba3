import type { ComponentProps, ReactNode } from "react";
import { cx } from "../utils/cx.ts";
import { Heading, type HeadingLevel } from "../utils/heading.tsx";
import "./card.css";

export interface CardProps extends Omit<ComponentProps<"div">, "title"> {
  /** Heading of the card. */
  title?: ReactNode;
  /** Heading level of the title (default 2). */
  headingLevel?: HeadingLevel;
  /** Short text under the title. */
  description?: ReactNode;
  /** Buttons or links at the top right. */
  actions?: ReactNode;
  /** Content of the card's footer row. */
  footer?: ReactNode;
  /** Inner spacing. */
  padding?: "none" | "sm" | "md" | "lg";
}

/** A surface that groups related content, with an optional header and footer. */
export function Card({
  title,
  headingLevel = 2,
  description,
  actions,
  footer,
  padding = "md",
  className,
  children,
  ...props
}: CardProps) {
  return (
    <div className={cx("ck-card", `ck-card--pad-${padding}`, className)} {...props}>
      {(title || description || actions) && (
        <div className="ck-card__header">
          <div className="ck-card__heading">
            {title && (
              <Heading level={headingLevel} className="ck-card__title">
                {title}
              </Heading>
            )}
            {description && <p className="ck-card__description">{description}</p>}
          </div>
          {actions && <div className="ck-card__actions">{actions}</div>}
        </div>
      )}
      {children}
      {footer && <div className="ck-card__footer">{footer}</div>}
    </div>
  );
}
