import { type NoteFormValues, type NoteInput, noteInputSchema } from "@church/contracts";
import { Button, Checkbox, Dialog, DialogClose, TextArea, toast } from "@church/ui-kit";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useCreateNote } from "../api/save-care.ts";
import { careNotesNamespace } from "../care-notes.texts.ts";

export interface NoteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  person: { id: string; name: string };
  onSaved?: () => void;
}

/** A pastoral note on a person, confidential when ticked. */
export function NoteDialog({ open, onOpenChange, person, onSaved }: NoteDialogProps) {
  const { t } = useTranslation(careNotesNamespace);
  const formId = useId();
  const create = useCreateNote(onSaved);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NoteFormValues, unknown, NoteInput>({
    resolver: zodResolver(noteInputSchema),
    defaultValues: { text: "", confidential: false },
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !create.isPending && onOpenChange(next)}
      title={t("form.noteTitle", { name: person.name })}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={create.isPending}>
              {t("form.cancel")}
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={create.isPending}>
            {t("form.save")}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="crm-notes-form"
        noValidate
        onSubmit={handleSubmit(async (body) => {
          try {
            await create.mutateAsync({ personId: person.id, ...body });
            toast.success(t("form.saved"));
            onOpenChange(false);
          } catch {
            toast.error(t("form.saveFailed"));
          }
        })}
      >
        <TextArea
          label={t("form.text")}
          rows={6}
          required
          error={errors.text ? t("form.textRequired") : undefined}
          {...register("text")}
        />
        <Checkbox
          label={t("form.confidential")}
          hint={t("form.confidentialHint")}
          {...register("confidential")}
        />
      </form>
    </Dialog>
  );
}
