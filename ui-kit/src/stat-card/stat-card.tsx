import type { ReactNode } from "react";
import { cx } from "../utils/cx.ts";
import "../skeleton/skeleton.css";
import "./stat-card.css";

export interface StatCardProps {
  /** What is counted, e.g. "This Month". */
  label: ReactNode;
  /** The main figure, already formatted (e.g. "$1,250.00" or "142"). */
  value: ReactNode;
  /** A second line, e.g. "Attendance 142 · $1,250.00 combined". */
  detail?: ReactNode;
  /** Decorative icon. */
  icon?: ReactNode;
  /** Accent colour of the icon. */
  tone?: "primary" | "accent" | "success" | "info";
  /** Shows skeletons instead of the value. */
  loading?: boolean;
  className?: string;
}

/** A card with one key figure, e.g. the pastor portal's four summary cards. */
export function StatCard({
  label,
  value,
  detail,
  icon,
  tone = "primary",
  loading = false,
  className,
}: StatCardProps) {
  return (
    <div className={cx("ck-stat-card", `ck-stat-card--${tone}`, className)} aria-busy={loading || undefined}>
      <div className="ck-stat-card__top">
        <p className="ck-stat-card__label">{label}</p>
        {icon && (
          <span className="ck-stat-card__icon" aria-hidden="true">
            {icon}
          </span>
        )}
      </div>
      {loading ? (
        <span className="ck-stat-card__loading" aria-hidden="true">
          <span className="ck-skeleton" style={{ height: "2rem", width: "60%" }} />
          <span className="ck-skeleton" style={{ width: "80%" }} />
        </span>
      ) : (
        <>
          <p className="ck-stat-card__value">{value}</p>
          {detail && <p className="ck-stat-card__detail">{detail}</p>}
        </>
      )}
    </div>
  );
}
