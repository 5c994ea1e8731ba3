import { cloneElement, isValidElement, type ReactElement, type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { cx } from "../utils/cx.ts";
import "./field.css";

/** Props Field hands to its control so label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  "aria-required"?: true;
}

export interface FieldProps {
  /** Visible label (also the control's accessible name). */
  label: ReactNode;
  /** Help text under the label. */
  hint?: ReactNode;
  /** Error message; marks the control aria-invalid. */
  error?: ReactNode;
  /** Shows a required marker and sets aria-required (no native validation, so form errors stay ours). */
  required?: boolean;
  /** Hides the label visually but keeps it for screen readers. */
  hideLabel?: boolean;
  /** Id for the control; generated when absent. */
  id?: string;
  className?: string;
  /** The control: an element (it receives id and aria props) or a function of those props. */
  children: ReactElement<Partial<FieldControlProps>> | ((control: FieldControlProps) => ReactNode);
}

/** Wraps a form control with its label, hint and error, wired with aria-describedby and aria-invalid. */
export function Field({ label, hint, error, required, hideLabel, id, className, children }: FieldProps) {
  const { t } = useTranslation("common");
  const generated = useId();
  const controlId = id ?? `ck-field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const control: FieldControlProps = {
    id: controlId,
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
    ...(error ? { "aria-invalid": true as const } : {}),
    ...(required ? { "aria-required": true as const } : {}),
  };

  let rendered: ReactNode;
  if (typeof children === "function") {
    rendered = children(control);
  } else if (isValidElement(children)) {
    const own = children.props["aria-describedby"];
    rendered = cloneElement(children, {
      ...control,
      id: children.props.id ?? controlId,
      ...(own || describedBy ? { "aria-describedby": [own, describedBy].filter(Boolean).join(" ") } : {}),
    });
  }

  return (
    <div className={cx("ck-field", className)} data-invalid={error ? true : undefined}>
      <label htmlFor={controlId} className={cx("ck-field__label", hideLabel && "ck-visually-hidden")}>
        {label}
        {required && (
          <span className="ck-field__required" title={t("required")} aria-hidden="true">
            {" *"}
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className="ck-field__hint">
          {hint}
        </p>
      )}
      {rendered}
      {error && (
        <p id={errorId} className="ck-field__error">
          <span className="ck-visually-hidden">{t("error")}: </span>
          {error}
        </p>
      )}
    </div>
  );
}
