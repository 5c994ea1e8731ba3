import { type ComponentProps, type ReactNode, useId } from "react";
import { cx } from "../utils/cx.ts";
import "./switch.css";

export interface SwitchProps extends Omit<ComponentProps<"input">, "type" | "children" | "role"> {
  /** Visible label beside the switch. */
  label: ReactNode;
  /** Help text under the label. */
  hint?: ReactNode;
}

/** An on/off switch (a native checkbox with role="switch"), e.g. for settings that apply at once. */
export function Switch({ label, hint, id, className, ...props }: SwitchProps) {
  const generated = useId();
  const inputId = id ?? `ck-switch-${generated}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className={cx("ck-switch", className)}>
      <input
        type="checkbox"
        // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox exposes its checked state to the switch role
        role="switch"
        id={inputId}
        className="ck-switch__input"
        aria-describedby={hintId}
        {...props}
      />
      <div className="ck-switch__text">
        <label htmlFor={inputId} className="ck-switch__label">
          {label}
        </label>
        {hint && (
          <p id={hintId} className="ck-switch__hint">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
