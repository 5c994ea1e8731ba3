import { useTranslation } from "react-i18next";
import { cx } from "../utils/cx.ts";
import "./spinner.css";

export interface SpinnerProps {
  /** Visual size; md is 1.5rem. */
  size?: "sm" | "md" | "lg";
  /** Text announced to screen readers; defaults to "Loading...". */
  label?: string;
  /** Shows the label visibly beside the spinner. */
  showLabel?: boolean;
  className?: string;
}

/** A loading indicator announced politely to screen readers. */
export function Spinner({ size = "md", label, showLabel = false, className }: SpinnerProps) {
  const { t } = useTranslation("common");
  const text = label ?? t("loading");
  return (
    <span role="status" className={cx("ck-spinner", `ck-spinner--${size}`, className)}>
      <span className="ck-spinner__circle" aria-hidden="true" />
      <span className={showLabel ? "ck-spinner__label" : "ck-visually-hidden"}>{text}</span>
    </span>
  );
}
