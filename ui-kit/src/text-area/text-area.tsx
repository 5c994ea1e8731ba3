import type { ComponentProps, ReactNode } from "react";
import { Field } from "../field/field.tsx";
import { cx } from "../utils/cx.ts";

export interface TextAreaProps extends Omit<ComponentProps<"textarea">, "children"> {
  /** Visible label. */
  label: ReactNode;
  /** Help text under the label. */
  hint?: ReactNode;
  /** Error message; marks the textarea invalid. */
  error?: ReactNode;
  /** Hides the label visually (kept for screen readers). */
  hideLabel?: boolean;
  /** Class of the textarea itself (className goes on the wrapper). */
  inputClassName?: string;
}

/** A labelled multi-line input. */
export function TextArea({
  label,
  hint,
  error,
  hideLabel,
  className,
  inputClassName,
  id,
  required,
  rows = 4,
  ...props
}: TextAreaProps) {
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
        <textarea rows={rows} className={cx("ck-input", inputClassName)} {...control} {...props} />
      )}
    </Field>
  );
}
