import { ApiError } from "@church/contracts/client";
import { Badge, Button, EmptyState, PageHeader, Spinner, TextField, toast } from "@church/ui-kit";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import { useOpenBatch } from "../api/batch-changes.ts";
import { useBatches } from "../api/get-batches.ts";
import { offeringsNamespace } from "../offerings.texts.ts";
import { churchTodayInBrowser, defaultBatchDate, formatDay, formatMoney } from "./format.ts";
import { LoadError } from "./load-error.tsx";
import "./offerings.css";

/** /admin/crm/offerings: the batches, newest Sunday first, and opening the next one. */
export function OfferingsList() {
  const { t, i18n } = useTranslation(offeringsNamespace);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const batches = useBatches();
  const openBatch = useOpenBatch();
  const navigate = useNavigate();
  const [date, setDate] = useState(defaultBatchDate);
  const [dateError, setDateError] = useState<string | undefined>();

  async function onOpen(event: FormEvent) {
    event.preventDefault();
    setDateError(undefined);
    try {
      const { batch } = await openBatch.mutateAsync({ date, note: null });
      navigate(`/admin/crm/offerings/${batch.id}`);
    } catch (error) {
      if (error instanceof ApiError && error.fields?.date) setDateError(error.fields.date);
      toast.error(t("open.failed"));
    }
  }

  return (
    <main className="crm-offerings">
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          <Link className="crm-offerings__link" to="/admin/crm/offerings/report">
            {t("report")}
          </Link>
        }
      />
      <form className="crm-offerings__open" onSubmit={onOpen} aria-label={t("open.title")}>
        <TextField
          label={t("open.date")}
          hint={t("open.dateHint")}
          type="date"
          required
          max={churchTodayInBrowser()}
          value={date}
          error={dateError}
          onChange={(event) => setDate(event.target.value)}
        />
        <Button type="submit" loading={openBatch.isPending} disabled={!date}>
          {t("open.submit")}
        </Button>
      </form>
      {batches.isPending ? (
        <div className="crm-offerings__center">
          <Spinner label={t("loading")} />
        </div>
      ) : batches.isError ? (
        <LoadError error={batches.error} onRetry={() => void batches.refetch()} />
      ) : batches.data.batches.length === 0 ? (
        <EmptyState title={t("list.empty")} headingLevel="none" />
      ) : (
        <ul className="crm-offerings__batches" aria-label={t("list.label")}>
          {batches.data.batches.map((batch) => (
            <li key={batch.id}>
              <Link to={`/admin/crm/offerings/${batch.id}`} className="crm-offerings__batch">
                <span className="crm-offerings__batch-date">{formatDay(batch.date, language)}</span>
                <Badge tone={batch.status === "open" ? "warning" : "success"}>
                  {t(`status.${batch.status}`)}
                </Badge>
                <span className="crm-offerings__batch-total">{formatMoney(batch.totals.total)}</span>
                <span className="crm-muted">{t("list.entries", { count: batch.totals.entries })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
