import {
  donationFundLabels,
  donationFunds,
  type OfferingEntry,
  type OfferingEntryFormValues,
  type OfferingEntryInput,
  offeringEntryInputSchema,
  offeringMessages,
  offeringMethods,
} from "@church/contracts";
import { ApiError } from "@church/contracts/client";
import { Button, SelectField, TextField, toast } from "@church/ui-kit";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAddEntry, useUpdateEntry } from "../api/batch-changes.ts";
import { offeringsNamespace } from "../offerings.texts.ts";
import { GiverPicker } from "./giver-picker.tsx";

export interface EntryFormProps {
  batchId: string;
  /** The gift being changed; absent to add gifts one after another. */
  entry?: OfferingEntry | null;
  onDone?: () => void;
}

const blank = (keep?: Pick<OfferingEntryFormValues, "fund" | "method">): OfferingEntryFormValues => ({
  personId: null,
  amount: Number.NaN,
  fund: keep?.fund ?? "general",
  method: keep?.method ?? "cash",
  reference: "",
  correctsEntryId: null,
});

/**
 * One gift: giver (or anonymous), amount, fund, method and its reference. Built for a pile of
 * envelopes: Enter saves, the fund and method stay for the next gift, and the cursor goes back to the
 * giver. The contract's schema checks it before it is sent (M-Pesa codes, cheque numbers).
 */
export function EntryForm({ batchId, entry, onDone }: EntryFormProps) {
  const { t, i18n } = useTranslation(offeringsNamespace);
  const language = (i18n.resolvedLanguage ?? i18n.language) === "sw" ? "sw" : "en";
  const add = useAddEntry();
  const update = useUpdateEntry();
  const giverInput = useRef<HTMLInputElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OfferingEntryFormValues, unknown, OfferingEntryInput>({
    resolver: zodResolver(offeringEntryInputSchema),
    defaultValues: entry
      ? {
          personId: entry.person?.id ?? null,
          amount: entry.amount,
          fund: entry.fund,
          method: entry.method,
          reference: entry.reference ?? "",
          correctsEntryId: entry.correctsEntryId,
        }
      : blank(),
  });
  const method = watch("method");
  const personId = watch("personId");

  useEffect(() => {
    if (method === "cash") setValue("reference", "");
  }, [method, setValue]);

  /** The contract's English messages, in the reader's language. */
  function message(field: string, error: { message?: string; type?: string } | undefined) {
    if (!error) return undefined;
    if (error.type === "server") return error.message;
    if (field === "amount") return t("entry.errors.amount");
    if (field === "reference") {
      if (error.message === offeringMessages.mpesaCode) return t("entry.errors.mpesa");
      if (error.message === offeringMessages.chequeNumber) return t("entry.errors.cheque");
      if (error.message === offeringMessages.noCashReference) return t("entry.errors.noCashReference");
      return t("entry.errors.referenceRequired");
    }
    return t("entry.errors.invalid");
  }

  async function submit(body: OfferingEntryInput) {
    try {
      if (entry) {
        await update.mutateAsync({ id: entry.id, body });
        toast.success(t("entry.saved"));
        onDone?.();
      } else {
        await add.mutateAsync({ batchId, body });
        toast.success(t("entry.added"));
        reset(blank({ fund: body.fund, method: body.method }));
        // After the re-render that brings the search back in place of the chosen giver.
        setTimeout(() => giverInput.current?.focus(), 0);
      }
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [field, text] of Object.entries(error.fields)) {
          setError(field as FieldPath<OfferingEntryFormValues>, { type: "server", message: text });
        }
      }
      toast.error(error instanceof ApiError && error.status === 409 ? error.message : t("entry.failed"));
    }
  }

  const referenceLabel = method === "cheque" ? t("entry.chequeNumber") : t("entry.mpesaCode");
  return (
    <form
      className="crm-offerings__entry"
      noValidate
      aria-label={entry ? t("entry.editTitle") : t("entry.addTitle")}
      onSubmit={handleSubmit(submit)}
    >
      <GiverPicker
        inputRef={giverInput}
        personId={personId ?? null}
        initialName={entry?.person?.name ?? null}
        onChange={(id) => setValue("personId", id)}
      />
      <div className="crm-offerings__pair">
        <TextField
          label={t("entry.amount")}
          hint={method === "mobile_money" ? t("entry.amountHint") : undefined}
          type="number"
          inputMode="decimal"
          step={0.01}
          min={0}
          required
          error={message("amount", errors.amount)}
          {...register("amount", { valueAsNumber: true })}
        />
        <SelectField
          label={t("entry.method")}
          options={offeringMethods.map((m) => ({ value: m, label: t(`methods.${m}`) }))}
          {...register("method")}
        />
      </div>
      <div className="crm-offerings__pair">
        <SelectField
          label={t("entry.fund")}
          options={donationFunds.map((f) => ({ value: f, label: donationFundLabels[f][language] }))}
          {...register("fund")}
        />
        {method !== "cash" && (
          <TextField
            label={referenceLabel}
            hint={method === "mobile_money" ? t("entry.mpesaHint") : undefined}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            inputMode={method === "cheque" ? "numeric" : "text"}
            required
            error={message("reference", errors.reference)}
            {...register("reference")}
          />
        )}
      </div>
      <div className="crm-offerings__actions">
        {entry && (
          <Button variant="secondary" onClick={onDone}>
            {t("entry.cancel")}
          </Button>
        )}
        <Button type="submit" loading={isSubmitting}>
          {entry ? t("entry.save") : t("entry.add")}
        </Button>
      </div>
    </form>
  );
}
