import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from "../icons/icons.tsx";
import { cx } from "../utils/cx.ts";
import "./alert.css";

export type AlertTone = "info" | "success" | "warning" | "error";

export interface AlertProps {
  /** Colour, icon and urgency: error and warning are announced at once (role="alert"), others politely. */
  tone?: AlertTone;
  /** Bold first line. */
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  /** An action such as a retry button. */
  action?: ReactNode;
  /** Shows a close button that calls this. */
  onDismiss?: () => void;
  className?: string;
}

const icons = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, error: ErrorIcon } as const;
const toneLabel = { info: "information", success: "success", warning: "warning", error: "error" } as const;

/** An inline message box for information, success, warnings and errors. */
export function Alert({ tone = "info", title, children, action, onDismiss, className }: AlertProps) {
  const { t } = useTranslation("common");
  const Icon = icons[tone];
  return (
    <div
      role={tone === "error" || tone === "warning" ? "alert" : "status"}
      className={cx("ck-alert", `ck-alert--${tone}`, className)}
    >
      <Icon className="ck-alert__icon" />
      <div className="ck-alert__body">
        <span className="ck-visually-hidden">{t(toneLabel[tone])}: </span>
        {title && <p className="ck-alert__title">{title}</p>}
        {children && <div className="ck-alert__message">{children}</div>}
        {action && <div className="ck-alert__action">{action}</div>}
      </div>
      {onDismiss && (
        <button type="button" className="ck-alert__dismiss" onClick={onDismiss}>
          <CloseIcon />
          <span className="ck-visually-hidden">{t("dismiss")}</span>
        </button>
      )}
    </div>
  );
}
