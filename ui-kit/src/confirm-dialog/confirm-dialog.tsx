import { AlertDialog } from "radix-ui";
import { type MouseEvent, type ReactElement, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../button/button.tsx";
import { cx } from "../utils/cx.ts";
import "../dialog/dialog.css";

export interface ConfirmDialogProps {
  /** Controlled open state. */
  open?: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog (e.g. a Delete button). */
  trigger?: ReactElement;
  /** The question, e.g. "Delete this record?" */
  title: ReactNode;
  /** Consequences; defaults to "This cannot be undone." for the danger tone. */
  description?: ReactNode;
  /** Confirm button text (default "Confirm"). */
  confirmLabel?: ReactNode;
  /** Cancel button text (default "Cancel"). */
  cancelLabel?: ReactNode;
  /** danger paints the confirm button red. */
  tone?: "danger" | "primary";
  /** Runs on confirm; if it returns a promise the button shows loading and the dialog closes when it resolves
   *  (it stays open if it rejects, so the caller can show the error). */
  onConfirm: () => void | Promise<void>;
  /** Called when the user cancels. */
  onCancel?: () => void;
}

/** Asks the user to confirm an action (Radix AlertDialog: focus starts on Cancel, Escape cancels). */
export function ConfirmDialog({
  open: openProp,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel,
  tone = "danger",
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation("common");
  const [openState, setOpenState] = useState(false);
  const [busy, setBusy] = useState(false);
  const open = openProp ?? openState;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };
  const text = description ?? (tone === "danger" ? t("cannotBeUndone") : undefined);

  async function confirm(event: MouseEvent<HTMLButtonElement>) {
    // Keep the dialog open until the action has finished.
    event.preventDefault();
    setBusy(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // the caller reports the failure (e.g. a toast); the dialog stays so the user can retry or cancel
    } finally {
      setBusy(false);
    }
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="ck-dialog__overlay" />
        <AlertDialog.Content
          className={cx("ck-dialog", "ck-dialog--sm")}
          {...(text ? {} : { "aria-describedby": undefined })}
        >
          <AlertDialog.Title className="ck-dialog__title">{title}</AlertDialog.Title>
          {text && (
            <AlertDialog.Description className="ck-dialog__description">{text}</AlertDialog.Description>
          )}
          <div className="ck-dialog__footer">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={busy} onClick={() => onCancel?.()}>
                {cancelLabel ?? t("cancel")}
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant={tone === "danger" ? "danger" : "primary"} loading={busy} onClick={confirm}>
                {confirmLabel ?? t("confirm")}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
