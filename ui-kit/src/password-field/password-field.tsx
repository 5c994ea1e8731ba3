import { type ComponentProps, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "../field/field.tsx";
import { EyeIcon, EyeOffIcon } from "../icons/icons.tsx";
import { cx } from "../utils/cx.ts";
import "./password-field.css";

export interface PasswordFieldProps extends Omit<ComponentProps<"input">, "children" | "type"> {
  /** Visible label. */
  label: ReactNode;
  /** Help text under the label (e.g. password rules). */
  hint?: ReactNode;
  /** Error message; marks the input invalid. */
  error?: ReactNode;
  /** Hides the label visually (kept for screen readers). */
  hideLabel?: boolean;
  /** Class of the input itself (className goes on the wrapper). */
  inputClassName?: string;
}

/** A password input with a labelled Show/Hide password toggle; autoComplete defaults to current-password. */
export function PasswordField({
  label,
  hint,
  error,
  hideLabel,
  className,
  inputClassName,
  id,
  required,
  autoComplete = "current-password",
  disabled,
  ...props
}: PasswordFieldProps) {
  const { t } = useTranslation("common");
  const [visible, setVisible] = useState(false);
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      hideLabel={hideLabel}
      id={id}
      className={className}
    >
      {(control) => (
        <div className="ck-password">
          <input
            type={visible ? "text" : "password"}
            className={cx("ck-input", "ck-password__input", inputClassName)}
            autoComplete={autoComplete}
            autoCapitalize="off"
            spellCheck={false}
            disabled={disabled}
            {...control}
            {...props}
          />
          <button
            type="button"
            className="ck-password__toggle"
            aria-controls={control.id}
            disabled={disabled}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
            <span className="ck-visually-hidden">{visible ? t("hidePassword") : t("showPassword")}</span>
          </button>
        </div>
      )}
    </Field>
  );
}
