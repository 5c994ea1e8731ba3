import type { ComponentProps, ReactNode } from "react";
import { Field } from "../field/field.tsx";
import { cx } from "../utils/cx.ts";

export interface TextFieldProps extends Omit<ComponentProps<"input">, "children"> {
  /** Visible label. */
  label: ReactNode;
  /** Help text under the label. */
  hint?: ReactNode;
  /** Error message; marks the input invalid. */
  error?: ReactNode;
  /** Hides the label visually (kept for screen readers). */
  hideLabel?: boolean;
  /** Class of the input itself (className goes on the wrapper). */
  inputClassName?: string;
}

/** A labelled single-line input; spread react-hook-form's register() into it. */
export function TextField({
  label,
  hint,
  error,
  hideLabel,
  className,
  inputClassName,
  id,
  required,
  type = "text",
  ...props
}: TextFieldProps) {
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
      {(control) => <input type={type} className={cx("ck-input", inputClassName)} {...control} {...props} />}
    </Field>
  );
}
