import {
  type Visit,
  type VisitUpdate,
  type VisitUpdateValues,
  visitKinds,
  visitUpdateSchema,
} from "@church/contracts";
import {
  Button,
  Checkbox,
  Dialog,
  DialogClose,
  SelectField,
  Spinner,
  TextArea,
  TextField,
  toast,
} from "@church/ui-kit";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useCareStaff } from "../api/get-care.ts";
import { useUpdateVisit } from "../api/save-care.ts";
import { careNotesNamespace } from "../care-notes.texts.ts";

export interface VisitEditDialogProps {
  visit: Visit;
  onOpenChange: (open: boolean) => void;
  /** Today in Buffalo (YYYY-MM-DD): a visit is not in the future. */
  today: string;
  onSaved?: () => void;
}

/**
 * Changes a visit (its author or a pastor). A confidential note's text is not opened to edit it: the
 * note field starts empty and, left empty, keeps the note; what is written replaces it.
 */
export function VisitEditDialog({ visit, onOpenChange, today, onSaved }: VisitEditDialogProps) {
  const { t } = useTranslation(careNotesNamespace);
  const formId = useId();
  const staff = useCareStaff();
  const update = useUpdateVisit(onSaved);
  const sealed = visit.note?.confidential ?? false;
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors },
  } = useForm<VisitUpdateValues, unknown, VisitUpdate>({
    resolver: zodResolver(visitUpdateSchema),
    defaultValues: {
      kind: visit.kind,
      visitedOn: visit.visitedOn,
      staffIds: visit.staff.map((s) => s.id),
      note: sealed ? "" : (visit.note?.text ?? ""),
      confidential: sealed,
      followUpOn: visit.followUpOn ?? "",
    },
  });
  const chosen = watch("staffIds") ?? [];

  return (
    <Dialog
      open
      onOpenChange={(next) => !update.isPending && onOpenChange(next)}
      title={t("edit.title")}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={update.isPending}>
              {t("form.cancel")}
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={update.isPending}>
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
            // An empty field on a sealed note keeps it (`note` left out); elsewhere empty removes the note.
            const { note, ...rest } = body;
            await update.mutateAsync({ id: visit.id, body: sealed && note === null ? rest : body });
            toast.success(t("form.saved"));
            onOpenChange(false);
          } catch {
            toast.error(t("form.saveFailed"));
          }
        })}
      >
        <SelectField
          label={t("form.kind")}
          options={visitKinds.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
          {...register("kind")}
        />
        <TextField type="date" label={t("form.date")} max={today} required {...register("visitedOn")} />
        <fieldset aria-describedby={`${formId}-who`}>
          <legend>{t("form.who")}</legend>
          <p id={`${formId}-who`} className={errors.staffIds ? "crm-notes-error" : "crm-notes-meta"}>
            {errors.staffIds ? t("form.whoRequired") : t("form.whoHint")}
          </p>
          {staff.isPending && <Spinner size="sm" />}
          {staff.data?.staff.map((member) => (
            <Checkbox
              key={member.id}
              label={member.name}
              checked={chosen.includes(member.id)}
              onChange={(e) =>
                setValue(
                  "staffIds",
                  e.target.checked ? [...chosen, member.id] : chosen.filter((id) => id !== member.id),
                  { shouldValidate: !!errors.staffIds },
                )
              }
            />
          ))}
        </fieldset>
        <TextArea
          label={t("form.note")}
          hint={sealed ? t("edit.sealedHint") : t("edit.noteHint")}
          rows={5}
          {...register("note")}
        />
        <Checkbox
          label={t("form.confidential")}
          hint={t("form.confidentialHint")}
          {...register("confidential")}
        />
        <TextField
          type="date"
          label={t("form.followUp")}
          hint={t("form.followUpHint")}
          error={errors.followUpOn ? t("form.followUpBeforeVisit") : undefined}
          {...register("followUpOn")}
        />
      </form>
    </Dialog>
  );
}
