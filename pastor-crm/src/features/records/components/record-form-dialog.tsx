import { type ChurchRecord, type ChurchRecordInput, churchRecordInputSchema } from "@church/contracts";
import { ApiError } from "@church/contracts/client";
import { Alert, Button, Dialog, DialogClose, TextArea, TextField, toast } from "@church/ui-kit";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { type FieldError, type FieldPath, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { formatDay } from "../../../lib/names.ts";
import { useCreateRecord } from "../api/create-record.ts";
import { useUpdateRecord } from "../api/update-record.ts";
import { mostRecentSunday, todayInChurchTimeZone } from "../utils/dates.ts";
import { formatMoney } from "../utils/format.ts";

type FormValues = z.input<typeof churchRecordInputSchema>;
type FieldName = FieldPath<FormValues>;

export interface RecordFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The record to edit; absent for a new record. */
  record?: ChurchRecord | null;
  /** The records there are, so a second record for the same date is asked about first. */
  records?: readonly ChurchRecord[];
  /** How many were counted by name per service date, said beside the attendance field. */
  countedByName?: ReadonlyMap<string, number>;
}

/** The Add / Edit dialog. The form mounts with the dialog, so each opening starts from fresh values. */
export function RecordFormDialog({
  open,
  onOpenChange,
  record,
  records = [],
  countedByName,
}: RecordFormDialogProps) {
  const { t } = useTranslation("crm");
  const formId = useId();
  const editing = Boolean(record);
  const create = useCreateRecord();
  const update = useUpdateRecord();
  const saving = create.isPending || update.isPending;
  const [pending, setPending] = useState<Pending>(null);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (saving) return;
        if (!next) setPending(null);
        onOpenChange(next);
      }}
      title={editing ? t("dialog.editTitle") : t("dialog.addTitle")}
      description={t("dialog.description")}
      footer={
        pending ? (
          <>
            <Button variant="secondary" disabled={saving} onClick={() => setPending(null)}>
              {t("dialog.changeDate")}
            </Button>
            <Button type="submit" form={formId} loading={saving}>
              {t("dialog.saveAnyway")}
            </Button>
          </>
        ) : (
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
        )
      }
    >
      <RecordForm
        formId={formId}
        record={record ?? null}
        records={records}
        countedByName={countedByName}
        pending={pending}
        setPending={setPending}
        onSubmit={async (body) => {
          if (record) await update.mutateAsync({ id: record.id, body });
          else await create.mutateAsync(body);
          onOpenChange(false);
        }}
      />
    </Dialog>
  );
}

/** A new record starts on the most recent Sunday (Buffalo): the service it is usually for. */
function initialValues(record: ChurchRecord | null): Partial<FormValues> {
  if (!record) return { date: mostRecentSunday(todayInChurchTimeZone()), notes: "" };
  return {
    date: record.date,
    attendance: record.attendance,
    tithes: record.tithes,
    offerings: record.offerings,
    notes: record.notes ?? "",
  };
}

const formFields: readonly FieldName[] = ["date", "attendance", "tithes", "offerings", "notes"];

/** What to ask before saving: a date still to come, or one that already has a record. */
type Doubt = { kind: "future" } | { kind: "duplicate"; other: ChurchRecord };

function doubtsAbout(
  values: ChurchRecordInput,
  record: ChurchRecord | null,
  records: readonly ChurchRecord[],
) {
  const doubts: Doubt[] = [];
  if (values.date > todayInChurchTimeZone()) doubts.push({ kind: "future" });
  const other = records.find((r) => r.date === values.date && r.id !== record?.id);
  if (other) doubts.push({ kind: "duplicate", other });
  return doubts;
}

/** The values waiting while the user is asked about their date. */
type Pending = { values: ChurchRecordInput; doubts: Doubt[] } | null;

function RecordForm({
  formId,
  record,
  records,
  countedByName,
  pending,
  setPending,
  onSubmit,
}: {
  formId: string;
  record: ChurchRecord | null;
  records: readonly ChurchRecord[];
  countedByName: ReadonlyMap<string, number> | undefined;
  pending: Pending;
  setPending: (pending: Pending) => void;
  onSubmit: (body: ChurchRecordInput) => Promise<void>;
}) {
  const { t, i18n } = useTranslation("crm");
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<FormValues, unknown, ChurchRecordInput>({
    resolver: zodResolver(churchRecordInputSchema),
    defaultValues: initialValues(record),
  });
  const named = countedByName?.get(watch("date") ?? "");

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

  async function check(values: ChurchRecordInput) {
    const doubts = doubtsAbout(values, record, records);
    if (doubts.length > 0) setPending({ values, doubts });
    else await submit(values);
  }

  async function submit(values: ChurchRecordInput) {
    setPending(null);
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
  const day = (date: string) => formatDay(date, i18n.resolvedLanguage ?? i18n.language);
  if (pending) {
    return (
      <form
        id={formId}
        className="crm-record-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit(pending.values);
        }}
      >
        {pending.doubts.map((doubt) => (
          <Alert
            key={doubt.kind}
            tone="warning"
            title={doubt.kind === "future" ? t("dialog.futureTitle") : t("dialog.duplicateTitle")}
          >
            {doubt.kind === "future"
              ? t("dialog.future", { date: day(pending.values.date) })
              : t("dialog.duplicate", { date: day(doubt.other.date), attendance: doubt.other.attendance })}
          </Alert>
        ))}
      </form>
    );
  }
  return (
    <form id={formId} className="crm-record-form" noValidate onSubmit={handleSubmit(check)}>
      <TextField
        label={t("dialog.date")}
        type="date"
        required
        hint={record ? undefined : t("dialog.dateHint")}
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
        hint={named ? t("dialog.countedByName", { count: named }) : undefined}
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
        hint={
          record && record.batchTithes !== 0
            ? t("dialog.batchHint", { amount: formatMoney(record.batchTithes) })
            : undefined
        }
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
        hint={
          record && record.batchOfferings !== 0
            ? t("dialog.batchHint", { amount: formatMoney(record.batchOfferings) })
            : undefined
        }
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
