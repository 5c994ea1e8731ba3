import type { CSSProperties } from "react";
import { cx } from "../utils/cx.ts";
import "./skeleton.css";

export interface SkeletonProps {
  /** CSS width (default 100%). */
  width?: CSSProperties["width"];
  /** CSS height (default one line of text). */
  height?: CSSProperties["height"];
  /** Number of text lines; the last one is shorter. */
  lines?: number;
  /** Round (e.g. an avatar). */
  circle?: boolean;
  className?: string;
}

/** A placeholder shape while content loads; hidden from screen readers (mark the region aria-busy). */
export function Skeleton({ width, height, lines = 1, circle = false, className }: SkeletonProps) {
  if (lines > 1) {
    return (
      <span className={cx("ck-skeleton-lines", className)} aria-hidden="true" style={{ width }}>
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className="ck-skeleton"
            style={{ height, width: index === lines - 1 ? "60%" : "100%" }}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      className={cx("ck-skeleton", circle && "ck-skeleton--circle", className)}
      aria-hidden="true"
      style={{ width, height, ...(circle ? { aspectRatio: "1 / 1" } : {}) }}
    />
  );
}
