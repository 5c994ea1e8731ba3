import { Slot } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cx } from "../utils/cx.ts";
import "./button.css";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

export interface ButtonProps extends ComponentProps<"button"> {
  /** Visual weight: primary (one per view), secondary, ghost (quiet), danger (destructive). */
  variant?: ButtonVariant;
  /** Height and padding. */
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and disables the button while an action runs. */
  loading?: boolean;
  /** Stretches to the width of its container. */
  fullWidth?: boolean;
  /** Icon before the label (decorative). */
  iconStart?: ReactNode;
  /** Icon after the label (decorative). */
  iconEnd?: ReactNode;
  /** Renders the single child (e.g. a router Link) with button styles instead of a <button>. */
  asChild?: boolean;
}

/** Class names of a button, for elements that must look like one without being a Button. */
export function buttonClassName(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra?: string) {
  return cx("ck-button", `ck-button--${variant}`, `ck-button--${size}`, extra);
}

/** A button; `type` defaults to "button" (pass type="submit" in forms). */
export function Button({
  variant = "primary",
  size = "md",
  loading = false,
  fullWidth = false,
  iconStart,
  iconEnd,
  asChild = false,
  className,
  disabled,
  type = "button",
  children,
  ...props
}: ButtonProps) {
  const classes = buttonClassName(variant, size, cx(fullWidth && "ck-button--full", className));
  if (asChild) {
    return (
      <Slot.Root className={classes} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      {...props}
    >
      {loading ? (
        <span className="ck-button__spinner" aria-hidden="true" />
      ) : (
        iconStart && (
          <span className="ck-button__icon" aria-hidden="true">
            {iconStart}
          </span>
        )
      )}
      <span className="ck-button__label">{children}</span>
      {iconEnd && !loading && (
        <span className="ck-button__icon" aria-hidden="true">
          {iconEnd}
        </span>
      )}
    </button>
  );
}
