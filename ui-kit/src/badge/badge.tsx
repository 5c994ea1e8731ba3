import type { ComponentProps } from "react";
import { cx } from "../utils/cx.ts";
import "./badge.css";

export type BadgeTone = "neutral" | "primary" | "success" | "warning" | "danger" | "info";

export interface BadgeProps extends ComponentProps<"span"> {
  /** Colour that carries meaning; the text must say it too. */
  tone?: BadgeTone;
}

/** A small label for a status or a count. */
export function Badge({ tone = "neutral", className, ...props }: BadgeProps) {
  return <span className={cx("ck-badge", `ck-badge--${tone}`, className)} {...props} />;
}
