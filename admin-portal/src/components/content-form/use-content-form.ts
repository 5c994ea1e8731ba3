import type { ContentKind, PublishStatus } from "@church/contracts";
import { errorText } from "@church/contracts/client";
import { toast } from "@church/ui-kit";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { type DefaultValues, type FieldErrors, type FieldValues, type Path, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { contentFormNamespace } from "./content-form.texts.ts";
import type { ContentFormFrameProps } from "./content-form-frame.tsx";

interface SaveMutation<Body> {
  mutate: (
    variables: { id?: string; body: Body },
    callbacks: { onSuccess: () => void; onError: (error: Error) => void },
  ) => void;
  isPending: boolean;
}

/**
 * The kind's own texts, already translated: the dialog's titles and the spec's toasts (e.g. 'Error
 * creating blog post').
 */
export interface ContentFormTexts {
  addTitle: string;
  editTitle: string;
  created: string;
  updated: string;
  createError: string;
  updateError: string;
  /** A sentence before the state's, e.g. 'Video has been saved successfully!'. */
  saved?: string;
}

/** What a saved state tells the user, by where it came from and where it went. */
export function stateMessage(before: PublishStatus | undefined, after: PublishStatus) {
  if (after === "published") return before === "published" ? "stillPublished" : "nowPublished";
  return before === "published" ? "nowUnpublished" : "savedDraft";
}

/**
 * The form of one content kind: validated by its contract schema, reset to the item (or blank) each
 * time the dialog opens, and saved with the state the pressed button asks for.
 */
export function useContentForm<
  Item extends { id: string; status: PublishStatus },
  Values extends FieldValues,
  Input extends { status: PublishStatus },
>({
  kind,
  open,
  onOpenChange,
  item,
  blank,
  fromItem,
  schema,
  save,
  texts,
}: {
  kind: ContentKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  item: Item | undefined;
  blank: () => Values;
  fromItem: (item: Item) => Values;
  schema: z.ZodType<Input, Values>;
  save: SaveMutation<Input>;
  texts: ContentFormTexts;
}) {
  const { t } = useTranslation(contentFormNamespace);
  const form = useForm<Values, unknown, Input>({
    resolver: zodResolver(schema),
    defaultValues: blank() as DefaultValues<Values>,
  });
  const { reset, handleSubmit } = form;
  useEffect(() => {
    if (open) reset(item ? fromItem(item) : blank());
  }, [open, item, reset, fromItem, blank]);

  const saveAs = (status: PublishStatus) =>
    handleSubmit((body) =>
      save.mutate(
        { id: item?.id, body: { ...body, status } },
        {
          onSuccess: () => {
            toast.success(item ? texts.updated : texts.created, {
              description: [texts.saved, t(stateMessage(item?.status, status))].filter(Boolean).join(" "),
            });
            onOpenChange(false);
          },
          onError: (error) =>
            toast.error(item ? texts.updateError : texts.createError, {
              description: errorText(error, t("error")),
            }),
        },
      ),
    )();
  const frame = {
    open,
    onOpenChange,
    kind,
    item,
    title: item ? texts.editTitle : texts.addTitle,
    saving: save.isPending,
    onSave: saveAs,
    // Every kind's values have `title` and `translations.sw.title` (their contracts say so).
    titleFields: {
      english: form.register("title" as Path<Values>),
      swahili: form.register("translations.sw.title" as Path<Values>),
      error: (form.formState.errors as FieldErrors<{ title: string }>).title?.message,
    },
  } satisfies Partial<ContentFormFrameProps>;
  return { form, frame, register: form.register, errors: form.formState.errors, watch: form.watch };
}
