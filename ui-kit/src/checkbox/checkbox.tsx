import { type ComponentProps, type ReactNode, useId } from "react";
import { cx } from "../utils/cx.ts";
import "../field/field.css";
import "./checkbox.css";

export interface CheckboxProps extends Omit<ComponentProps<"input">, "type" | "children"> {
  /** Visible label beside the box. */
  label: ReactNode;
  /** Help text under the label. */
  hint?: ReactNode;
  /** Error message; marks the checkbox invalid. */
  error?: ReactNode;
}

/** A native checkbox with its label, hint and error. */
export function Checkbox({ label, hint, error, id, className, ...props }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? `ck-checkbox-${generated}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={cx("ck-check", className)} data-invalid={error ? true : undefined}>
      <input
        type="checkbox"
        id={inputId}
        className="ck-check__input"
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
        aria-invalid={error ? true : undefined}
        {...props}
      />
      <div className="ck-check__text">
        <label htmlFor={inputId} className="ck-check__label">
          {label}
        </label>
        {hint && (
          <p id={hintId} className="ck-field__hint">
            {hint}
          </p>
        )}
        {error && (
          <p id={errorId} className="ck-field__error">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
