import { type OfferingEntry, offeringEntryInputSchema } from "@church/contracts";
import { ApiError } from "@church/contracts/client";
import { Alert, Button, Dialog, DialogClose, SelectField, TextField, toast } from "@church/ui-kit";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAddEntry } from "../api/batch-changes.ts";
import { useBatches } from "../api/get-batches.ts";
import { offeringsNamespace } from "../offerings.texts.ts";
import { formatDay, formatMoney } from "./format.ts";

export interface CorrectionDialogProps {
  /** The gift of a closed batch being corrected; null when the dialog is closed. */
  entry: OfferingEntry | null;
  onClose: () => void;
}

/**
 * A closed batch is never edited: its gift is corrected by a new entry in an open batch, pointing at
 * it. The amount starts as the gift's negative (a reversal); type the difference instead to adjust.
 */
export function CorrectionDialog({ entry, onClose }: CorrectionDialogProps) {
  const { t, i18n } = useTranslation(offeringsNamespace);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const formId = useId();
  const batches = useBatches();
  const add = useAddEntry();
  const openBatches = (batches.data?.batches ?? []).filter((b) => b.status === "open");
  const [batchId, setBatchId] = useState("");
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string | undefined>();
  const chosen = batchId || openBatches[0]?.id || "";

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!entry || !chosen) return;
    const parsed = offeringEntryInputSchema.safeParse({
      personId: entry.person?.id ?? null,
      amount: amount.trim() === "" ? -entry.amount : Number(amount),
      fund: entry.fund,
      method: entry.method,
      reference: entry.reference,
      correctsEntryId: entry.id,
    });
    if (!parsed.success) {
      setError(t("entry.errors.amount"));
      return;
    }
    try {
      await add.mutateAsync({ batchId: chosen, body: parsed.data });
      toast.success(t("correct.done"));
      onClose();
    } catch (failure) {
      toast.error(failure instanceof ApiError ? failure.message : t("entry.failed"));
    }
  }

  return (
    <Dialog
      open={entry !== null}
      onOpenChange={(next) => !next && onClose()}
      title={t("correct.title")}
      description={entry ? t("correct.description", { amount: formatMoney(entry.amount) }) : undefined}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t("entry.cancel")}</Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={add.isPending} disabled={!chosen}>
            {t("correct.submit")}
          </Button>
        </>
      }
    >
      {entry && (
        <form id={formId} className="crm-offerings__entry" noValidate onSubmit={submit}>
          {openBatches.length === 0 ? (
            <Alert tone="warning">{t("correct.noOpenBatch")}</Alert>
          ) : (
            <SelectField
              label={t("correct.batch")}
              value={chosen}
              onChange={(event) => setBatchId(event.target.value)}
              options={openBatches.map((b) => ({ value: b.id, label: formatDay(b.date, language) }))}
            />
          )}
          <TextField
            label={t("correct.amount")}
            hint={t("correct.amountHint")}
            type="number"
            inputMode="decimal"
            step={0.01}
            placeholder={String(-entry.amount)}
            value={amount}
            error={error}
            onChange={(event) => setAmount(event.target.value)}
          />
        </form>
      )}
    </Dialog>
  );
}
