import type { ComponentProps, ReactNode } from "react";
import { Field } from "../field/field.tsx";
import { cx } from "../utils/cx.ts";

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends ComponentProps<"select"> {
  /** Visible label. */
  label: ReactNode;
  /** Options to render; `children` <option>s may be used instead. */
  options?: readonly SelectOption[];
  /** First, empty option (e.g. "Select..."); chosen when the value is "". */
  placeholder?: string;
  /** Help text under the label. */
  hint?: ReactNode;
  /** Error message; marks the select invalid. */
  error?: ReactNode;
  /** Hides the label visually (kept for screen readers). */
  hideLabel?: boolean;
  /** Class of the select itself (className goes on the wrapper). */
  inputClassName?: string;
}

/** A labelled native select (keyboard and screen-reader friendly on every device). */
export function SelectField({
  label,
  options,
  placeholder,
  hint,
  error,
  hideLabel,
  className,
  inputClassName,
  id,
  required,
  children,
  ...props
}: SelectFieldProps) {
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
        <select className={cx("ck-input", inputClassName)} {...control} {...props}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
      )}
    </Field>
  );
}
