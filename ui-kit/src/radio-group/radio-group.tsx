import { type ChangeEvent, type FocusEvent, type ReactNode, type Ref, useId } from "react";
import { useTranslation } from "react-i18next";
import { cx } from "../utils/cx.ts";
import "../field/field.css";
import "./radio-group.css";

export interface RadioOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** Group label (rendered as the fieldset legend). */
  label: ReactNode;
  /** Form name shared by the radios. */
  name: string;
  /** The choices. */
  options: readonly RadioOption[];
  /** Controlled value. */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Called with the chosen value. */
  onValueChange?: (value: string) => void;
  /** Native change handler (react-hook-form's register() spreads onChange, onBlur, name and ref). */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Given to every radio input (react-hook-form registers each one). */
  ref?: Ref<HTMLInputElement>;
  /** Help text under the legend. */
  hint?: ReactNode;
  /** Error message; marks the radios invalid. */
  error?: ReactNode;
  /** Marks the group required (shown, and aria-required on the radios). */
  required?: boolean;
  /** Disables every choice. */
  disabled?: boolean;
  /** Layout of the choices. */
  orientation?: "vertical" | "horizontal";
  className?: string;
}

/** A group of native radio buttons in a fieldset with a legend, hint and error. */
export function RadioGroup({
  label,
  name,
  options,
  value,
  defaultValue,
  onValueChange,
  onChange,
  onBlur,
  ref,
  hint,
  error,
  required,
  disabled,
  orientation = "vertical",
  className,
}: RadioGroupProps) {
  const { t } = useTranslation("common");
  const baseId = `ck-radio-${useId()}`;
  const hintId = hint ? `${baseId}-hint` : undefined;
  const errorId = error ? `${baseId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset
      className={cx("ck-radio-group", `ck-radio-group--${orientation}`, className)}
      aria-describedby={describedBy}
      disabled={disabled}
    >
      <legend className="ck-field__label">
        {label}
        {required && (
          <>
            <span className="ck-field__required" aria-hidden="true">
              {" *"}
            </span>
            <span className="ck-visually-hidden"> ({t("required")})</span>
          </>
        )}
      </legend>
      {hint && (
        <p id={hintId} className="ck-field__hint">
          {hint}
        </p>
      )}
      <div className="ck-radio-group__options">
        {options.map((option, index) => {
          const id = `${baseId}-${index}`;
          return (
            <div key={option.value} className="ck-radio">
              <input
                ref={ref}
                type="radio"
                id={id}
                name={name}
                value={option.value}
                className="ck-radio__input"
                disabled={option.disabled}
                aria-invalid={error ? true : undefined}
                aria-describedby={option.hint ? `${id}-hint` : undefined}
                {...(value !== undefined
                  ? { checked: value === option.value }
                  : defaultValue !== undefined
                    ? { defaultChecked: defaultValue === option.value }
                    : {})}
                onChange={(event) => {
                  onChange?.(event);
                  if (event.target.checked) onValueChange?.(option.value);
                }}
                onBlur={onBlur}
              />
              <div className="ck-radio__text">
                <label htmlFor={id} className="ck-radio__label">
                  {option.label}
                </label>
                {option.hint && (
                  <p id={`${id}-hint`} className="ck-field__hint">
                    {option.hint}
                  </p>
                )}
              </div>
            </div>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="ck-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
