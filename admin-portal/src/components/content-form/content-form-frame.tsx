import { type ContentKind, contentPreviewPath, type PublishStatus } from "@church/contracts";
import { Badge, Button, Dialog, DialogClose, TextField } from "@church/ui-kit";
import type { FormEvent, ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { contentFormNamespace } from "./content-form.texts.ts";
import "./content-form.css";

/** What every content kind's dialog takes besides its item. */
export interface ContentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export interface ContentFormFrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  kind: ContentKind;
  /** The item being edited; none when adding. */
  item?: { id: string; status: PublishStatus };
  saving: boolean;
  /** Saves the form with the state the pressed button asks for. */
  onSave: (status: PublishStatus) => void;
  /** The title every kind has, in English (required) and Swahili: registered fields of the form. */
  titleFields: { english: UseFormRegisterReturn; swahili: UseFormRegisterReturn; error?: string };
  /** The English fields (the kind's own). */
  english: ReactNode;
  /** The Swahili fields (the kind's own). */
  swahili: ReactNode;
  /** Above the two columns (a warning). */
  before?: ReactNode;
  /** Under the form (a preview of the text). */
  after?: ReactNode;
}

/**
 * The add/edit dialog of every content kind (issue #30): the kind's English and Swahili fields, its
 * state, and the same explicit actions for all. New items and drafts: Save draft or Publish. Published
 * items: Update (stays published) or Unpublish. Nothing ever changes state without saying so; Enter
 * in a field keeps the state the item has.
 */
export function ContentFormFrame({
  open,
  onOpenChange,
  title,
  kind,
  item,
  saving,
  onSave,
  titleFields,
  english,
  swahili,
  before,
  after,
}: ContentFormFrameProps) {
  const { t } = useTranslation(contentFormNamespace);
  const status = item?.status ?? "draft";
  const published = status === "published";
  const formId = `${kind}-form`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(status);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={title}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t("cancel")}</Button>
          </DialogClose>
          <Button type="button" variant="secondary" disabled={saving} onClick={() => onSave("draft")}>
            {published ? t("unpublish") : t("saveDraft")}
          </Button>
          <Button type="button" loading={saving} onClick={() => onSave("published")}>
            {published ? t("update") : t("publish")}
          </Button>
        </>
      }
    >
      <div className="ap-content-form__state" role="status">
        <span>{t("state")}:</span>
        <Badge tone={published ? "success" : "neutral"}>{published ? t("published") : t("draft")}</Badge>
        <span className="ap-muted">{published ? t("publishedNote") : t("draftNote")}</span>
        {item && (
          <a
            className="ap-content-form__preview-link"
            href={contentPreviewPath(kind, item.id)}
            target="_blank"
            rel="noreferrer"
            title={t("previewHint")}
          >
            {t("openPreview")}
          </a>
        )}
      </div>
      <form id={formId} className="ap-stack" onSubmit={submit} noValidate>
        {before}
        <div className="ap-bilingual">
          <fieldset className="ap-stack">
            <legend>{t("english")}</legend>
            <TextField label={t("title")} required error={titleFields.error} {...titleFields.english} />
            {english}
          </fieldset>
          <fieldset className="ap-stack">
            <legend>{t("swahili")}</legend>
            <p className="ap-muted">{t("swahiliHint")}</p>
            <TextField label={t("swahiliTitle")} lang="sw" {...titleFields.swahili} />
            {swahili}
          </fieldset>
        </div>
      </form>
      {after}
    </Dialog>
  );
}
