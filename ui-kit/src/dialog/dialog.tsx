import { Dialog as RadixDialog } from "radix-ui";
import type { ReactElement, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CloseIcon } from "../icons/icons.tsx";
import { cx } from "../utils/cx.ts";
import "./dialog.css";

export interface DialogProps {
  /** Controlled open state. */
  open?: boolean;
  /** Called when the dialog asks to open or close (Escape, overlay click, close button). */
  onOpenChange?: (open: boolean) => void;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Element that opens the dialog (e.g. a Button); focus returns to it on close. */
  trigger?: ReactElement;
  /** Dialog heading (its accessible name). */
  title: ReactNode;
  /** Sentence under the title (its accessible description). */
  description?: ReactNode;
  /** Body. */
  children?: ReactNode;
  /** Buttons row at the bottom; wrap a cancel button in <DialogClose asChild>. */
  footer?: ReactNode;
  /** Width: sm 28rem, md 36rem, lg 48rem. */
  size?: "sm" | "md" | "lg";
  className?: string;
  /** On close focus returns to the trigger; call `event.preventDefault()` to move it elsewhere. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** Closes the surrounding Dialog when its child is clicked (use with asChild around a Button). */
export const DialogClose = RadixDialog.Close;

/** A modal dialog (Radix): traps focus, closes on Escape, returns focus to the trigger. */
export function Dialog({
  open,
  onOpenChange,
  defaultOpen,
  trigger,
  title,
  description,
  children,
  footer,
  size = "md",
  className,
  onCloseAutoFocus,
}: DialogProps) {
  const { t } = useTranslation("common");
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange} defaultOpen={defaultOpen}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ck-dialog__overlay" />
        <RadixDialog.Content
          className={cx("ck-dialog", `ck-dialog--${size}`, className)}
          onCloseAutoFocus={onCloseAutoFocus}
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className="ck-dialog__header">
            <RadixDialog.Title className="ck-dialog__title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="ck-dialog__close">
              <CloseIcon />
              <span className="ck-visually-hidden">{t("close")}</span>
            </RadixDialog.Close>
          </div>
          {description && (
            <RadixDialog.Description className="ck-dialog__description">
              {description}
            </RadixDialog.Description>
          )}
          {children && <div className="ck-dialog__body">{children}</div>}
          {footer && <div className="ck-dialog__footer">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
