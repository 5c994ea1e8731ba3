import { Button, Dialog, DialogClose } from "@church/ui-kit";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { contentNamespace } from "../content.texts.ts";

export interface ItemFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Id of the <form> inside, which the footer's submit button belongs to. */
  formId: string;
  /** Editing an existing item: the button says Update instead of Save. */
  editing: boolean;
  saving: boolean;
  children: ReactNode;
}

/** The add/edit dialog of a content item: the form, then Cancel and Save (or Update) in the footer. */
export function ItemFormDialog({
  open,
  onOpenChange,
  title,
  formId,
  editing,
  saving,
  children,
}: ItemFormDialogProps) {
  const { t } = useTranslation(contentNamespace);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={title}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t("common.cancel")}</Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={saving}>
            {editing ? t("common.update") : t("common.save")}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
