import { type ChurchRecord, type ChurchRecordInput, churchRecordInputSchema } from "@church/contracts";
import { ApiError } from "@church/contracts/client";
import { Button, Dialog, DialogClose, TextArea, TextField, toast, useTranslation } from "@church/ui-kit";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { type FieldError, type FieldPath, useForm } from "react-hook-form";
import type { z } from "zod";
import { useCreateRecord } from "../api/create-record.ts";
import { useUpdateRecord } from "../api/update-record.ts";
import { todayInChurchTimeZone } from "../utils/dates.ts";

type FormValues = z.input<typeof churchRecordInputSchema>;
type FieldName = FieldPath<FormValues>;

export interface RecordFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The record to edit; absent for a new record. */
  record?: ChurchRecord | null;
}

/** The Add / Edit dialog. The form mounts with the dialog, so each opening starts from fresh values. */
export function RecordFormDialog({ open, onOpenChange, record }: RecordFormDialogProps) {
  const { t } = useTranslation("crm");
  const formId = useId();
  const editing = Boolean(record);
  const create = useCreateRecord();
  const update = useUpdateRecord();
  const saving = create.isPending || update.isPending;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !saving && onOpenChange(next)}
      title={editing ? t("dialog.editTitle") : t("dialog.addTitle")}
      description={t("dialog.description")}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={saving}>
              {t("dialog.cancel")}
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={saving}>
            {editing ? t("dialog.update") : t("dialog.save")}
          </Button>
        </>
      }
    >
      <RecordForm
        formId={formId}
        record={record ?? null}
        onSubmit={async (body) => {
          if (record) await update.mutateAsync({ id: record.id, body });
          else await create.mutateAsync(body);
          onOpenChange(false);
        }}
      />
    </Dialog>
  );
}

function initialValues(record: ChurchRecord | null): Partial<FormValues> {
  if (!record) return { date: todayInChurchTimeZone(), notes: "" };
  return {
    date: record.date,
    attendance: record.attendance,
    tithes: record.tithes,
    offerings: record.offerings,
    notes: record.notes ?? "",
  };
}

const formFields: readonly FieldName[] = ["date", "attendance", "tithes", "offerings", "notes"];

function RecordForm({
  formId,
  record,
  onSubmit,
}: {
  formId: string;
  record: ChurchRecord | null;
  onSubmit: (body: ChurchRecordInput) => Promise<void>;
}) {
  const { t } = useTranslation("crm");
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, ChurchRecordInput>({
    resolver: zodResolver(churchRecordInputSchema),
    defaultValues: initialValues(record),
  });

  /** The contract's messages are English; show ours in the current language, by field and kind of issue. */
  function message(field: FieldName, error: FieldError | undefined): string | undefined {
    if (!error) return undefined;
    if (error.type === "server") return error.message;
    if (field === "date") return t("validation.dateRequired");
    if (error.type === "too_big") return t("validation.tooLarge");
    if (field === "attendance") {
      return error.type === "too_small" ? t("validation.attendanceMin") : t("validation.attendanceWhole");
    }
    if (field === "tithes" || field === "offerings") {
      if (error.type === "too_small") return t("validation.min");
      if (error.type === "custom") return t("validation.cents");
      return t("validation.number");
    }
    return t("validation.invalid");
  }

  async function submit(values: ChurchRecordInput) {
    const notes = values.notes?.trim();
    try {
      await onSubmit({ ...values, notes: notes ? notes : null });
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const field of formFields) {
          const text = error.fields[field];
          if (text) setError(field, { type: "server", message: text });
        }
      }
      toast.error(saveFailureMessage(error, t("messages.saveFailed")));
    }
  }

  const numberOptions = { valueAsNumber: true } as const;
  return (
    <form id={formId} className="crm-record-form" noValidate onSubmit={handleSubmit(submit)}>
      <TextField
        label={t("dialog.date")}
        type="date"
        required
        error={message("date", errors.date)}
        {...register("date")}
      />
      <TextField
        label={t("dialog.attendance")}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        required
        error={message("attendance", errors.attendance)}
        {...register("attendance", numberOptions)}
      />
      <TextField
        label={t("dialog.tithes")}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        required
        error={message("tithes", errors.tithes)}
        {...register("tithes", numberOptions)}
      />
      <TextField
        label={t("dialog.offerings")}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        required
        error={message("offerings", errors.offerings)}
        {...register("offerings", numberOptions)}
      />
      <TextArea
        label={t("dialog.notes")}
        placeholder={t("dialog.notesPlaceholder")}
        rows={3}
        error={message("notes", errors.notes)}
        {...register("notes")}
      />
    </form>
  );
}

/** The server's own words when it answered with one (the spec shows them); ours otherwise. */
function saveFailureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status > 0 && error.code !== "bad_response" && error.message) {
    return error.message;
  }
  return fallback;
}
