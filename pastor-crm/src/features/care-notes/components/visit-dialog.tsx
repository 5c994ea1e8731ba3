import { type VisitFormValues, type VisitInput, visitInputSchema, visitKinds } from "@church/contracts";
import {
  Button,
  Checkbox,
  Dialog,
  DialogClose,
  RadioGroup,
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
import { useCreateVisit } from "../api/save-care.ts";
import { careNotesNamespace } from "../care-notes.texts.ts";

export interface CareSubject {
  /** The person whose page this is (none on a household's page). */
  person?: { id: string; name: string };
  household?: { id: string; name: string } | null;
}

export interface VisitDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  subject: CareSubject;
  /** Today in Buffalo (YYYY-MM-DD): the visit's date to start with. */
  today: string;
  onSaved?: () => void;
}

/** Records a visit or call on the person or their household: kind, day, who went, a note, a follow-up. */
export function VisitDialog({ open, onOpenChange, subject, today, onSaved }: VisitDialogProps) {
  const { t } = useTranslation(careNotesNamespace);
  const formId = useId();
  const staff = useCareStaff();
  const create = useCreateVisit(onSaved);
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors },
  } = useForm<VisitFormValues, unknown, VisitInput>({
    resolver: zodResolver(visitInputSchema),
    defaultValues: {
      personId: subject.person?.id ?? null,
      householdId: subject.person ? null : (subject.household?.id ?? null),
      kind: "home",
      visitedOn: today,
      staffIds: [],
      note: "",
      confidential: false,
      followUpOn: "",
    },
  });
  const chosen = watch("staffIds") ?? [];
  const about = watch("householdId") ? "household" : "person";

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !create.isPending && onOpenChange(next)}
      title={t("form.visitTitle")}
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
            await create.mutateAsync(body);
            toast.success(t("form.saved"));
            onOpenChange(false);
          } catch {
            toast.error(t("form.saveFailed"));
          }
        })}
      >
        {subject.person && subject.household && (
          <RadioGroup
            label={t("form.about")}
            name="about"
            value={about}
            onValueChange={(value) => {
              setValue("personId", value === "person" ? (subject.person?.id ?? null) : null);
              setValue("householdId", value === "household" ? (subject.household?.id ?? null) : null);
            }}
            options={[
              { value: "person", label: t("form.aboutPerson", { name: subject.person.name }) },
              { value: "household", label: t("form.aboutHousehold", { name: subject.household.name }) },
            ]}
          />
        )}
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
        <TextArea label={t("form.note")} hint={t("form.noteHint")} rows={5} {...register("note")} />
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
