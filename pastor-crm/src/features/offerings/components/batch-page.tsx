import {
  donationFundLabels,
  donationFunds,
  type OfferingBatch,
  type OfferingEntry,
  offeringCountInputSchema,
  offeringMethods,
} from "@church/contracts";
import { ApiError } from "@church/contracts/client";
import { Alert, Badge, Button, ConfirmDialog, RowMenu, Spinner, TextField, toast } from "@church/ui-kit";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router-dom";
import { useCloseBatch, useDeleteEntry, useSetCount } from "../api/batch-changes.ts";
import { useBatch } from "../api/get-batch.ts";
import { offeringsNamespace } from "../offerings.texts.ts";
import { CorrectionDialog } from "./correction-dialog.tsx";
import { EntryForm } from "./entry-form.tsx";
import { formatDay, formatMoney } from "./format.ts";
import { LoadError } from "./load-error.tsx";
import "./offerings.css";

/** /admin/crm/offerings/:id: one batch: add gifts, see the totals, enter the count, close. */
export function BatchPage() {
  const { id = "" } = useParams();
  const { t, i18n } = useTranslation(offeringsNamespace);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const detail = useBatch(id);
  const [editing, setEditing] = useState<OfferingEntry | null>(null);
  const back = <Link to="/admin/crm/offerings">{t("batch.back")}</Link>;

  if (detail.isPending) {
    return (
      <main className="crm-offerings">
        {back}
        <div className="crm-offerings__center">
          <Spinner label={t("loading")} />
        </div>
      </main>
    );
  }
  if (detail.isError) {
    return (
      <main className="crm-offerings">
        {back}
        <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
      </main>
    );
  }
  const { batch, entries } = detail.data;
  const open = batch.status === "open";
  return (
    <main className="crm-offerings">
      {back}
      <header className="crm-offerings__head">
        <h1>{t("batch.title", { date: formatDay(batch.date, language) })}</h1>
        <Badge tone={open ? "warning" : "success"}>{t(`status.${batch.status}`)}</Badge>
      </header>
      {!open && <Alert tone="info">{t("batch.closedNote")}</Alert>}
      {open && (
        <section className="crm-offerings__panel" aria-labelledby="crm-offerings-add">
          <h2 id="crm-offerings-add">{editing ? t("entry.editTitle") : t("entry.addTitle")}</h2>
          {/* A new key per gift edited, so the form starts from that gift's values. */}
          <EntryForm
            key={editing?.id ?? "new"}
            batchId={batch.id}
            entry={editing}
            onDone={() => setEditing(null)}
          />
        </section>
      )}
      <div className="crm-offerings__columns">
        <GiftsList entries={entries} open={open} onEdit={setEditing} />
        <div className="crm-offerings__side">
          <Totals batch={batch} />
          {open ? <CountAndClose batch={batch} /> : <ClosedCount batch={batch} />}
        </div>
      </div>
    </main>
  );
}

function GiftsList({
  entries,
  open,
  onEdit,
}: {
  entries: readonly OfferingEntry[];
  open: boolean;
  onEdit: (entry: OfferingEntry) => void;
}) {
  const { t, i18n } = useTranslation(offeringsNamespace);
  const language = (i18n.resolvedLanguage ?? i18n.language) === "sw" ? "sw" : "en";
  const remove = useDeleteEntry();
  const [removing, setRemoving] = useState<OfferingEntry | null>(null);
  const [correcting, setCorrecting] = useState<OfferingEntry | null>(null);
  const nameOf = (entry: OfferingEntry) => entry.person?.name ?? t("batch.anonymous");
  return (
    <section className="crm-offerings__panel" aria-labelledby="crm-offerings-gifts">
      <h2 id="crm-offerings-gifts">{t("batch.gifts")}</h2>
      {entries.length === 0 ? (
        <p className="crm-muted">{t("batch.noGifts")}</p>
      ) : (
        <ul className="crm-offerings__gifts">
          {entries.map((entry) => (
            <li key={entry.id} className="crm-offerings__gift">
              <div>
                <strong>{nameOf(entry)}</strong>
                <span className="crm-muted">
                  {[
                    t(`methods.${entry.method}`),
                    donationFundLabels[entry.fund][language],
                    entry.reference,
                    entry.correctsEntryId ? t("batch.correction") : null,
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </span>
              </div>
              <span className="crm-offerings__amount">{formatMoney(entry.amount)}</span>
              {!open && (
                <RowMenu
                  label={t("batch.actionsFor", { amount: formatMoney(entry.amount), name: nameOf(entry) })}
                  items={[{ label: t("correct.action"), onSelect: () => setCorrecting(entry) }]}
                />
              )}
              {open && (
                <RowMenu
                  label={t("batch.actionsFor", { amount: formatMoney(entry.amount), name: nameOf(entry) })}
                  items={[
                    { label: t("batch.edit"), onSelect: () => onEdit(entry) },
                    { type: "separator" },
                    { label: t("batch.remove"), tone: "danger", onSelect: () => setRemoving(entry) },
                  ]}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <CorrectionDialog entry={correcting} onClose={() => setCorrecting(null)} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(next) => !next && setRemoving(null)}
        title={t("batch.removeTitle")}
        description={
          removing
            ? t("batch.removeText", { amount: formatMoney(removing.amount), name: nameOf(removing) })
            : ""
        }
        confirmLabel={t("batch.remove")}
        cancelLabel={t("entry.cancel")}
        tone="danger"
        onConfirm={async () => {
          if (!removing) return;
          await remove.mutateAsync(removing.id);
          toast.success(t("batch.removed"));
        }}
      />
    </section>
  );
}

function Totals({ batch }: { batch: OfferingBatch }) {
  const { t, i18n } = useTranslation(offeringsNamespace);
  const language = (i18n.resolvedLanguage ?? i18n.language) === "sw" ? "sw" : "en";
  const funds = donationFunds.filter((f) => batch.totals.byFund[f] !== 0);
  return (
    <section className="crm-offerings__panel" aria-labelledby="crm-offerings-totals">
      <h2 id="crm-offerings-totals">{t("totals.title")}</h2>
      <dl className="crm-offerings__totals" aria-label={t("totals.byMethod")}>
        {offeringMethods.map((m) => (
          <div key={m}>
            <dt>{t(`methods.${m}`)}</dt>
            <dd>{formatMoney(batch.totals.byMethod[m])}</dd>
          </div>
        ))}
      </dl>
      {funds.length > 0 && (
        <dl className="crm-offerings__totals" aria-label={t("totals.byFund")}>
          {funds.map((f) => (
            <div key={f}>
              <dt>{donationFundLabels[f][language]}</dt>
              <dd>{formatMoney(batch.totals.byFund[f])}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="crm-offerings__grand">
        {t("totals.total")}: <strong>{formatMoney(batch.totals.total)}</strong>
      </p>
    </section>
  );
}

function ClosedCount({ batch }: { batch: OfferingBatch }) {
  const { t } = useTranslation(offeringsNamespace);
  return (
    <section className="crm-offerings__panel" aria-labelledby="crm-offerings-count">
      <h2 id="crm-offerings-count">{t("count.title")}</h2>
      <dl className="crm-offerings__totals">
        <div>
          <dt>{t("count.cash")}</dt>
          <dd>{formatMoney(batch.countedCash ?? 0)}</dd>
        </div>
        <div>
          <dt>{t("count.cheque")}</dt>
          <dd>{formatMoney(batch.countedCheque ?? 0)}</dd>
        </div>
      </dl>
    </section>
  );
}

/**
 * The counters' totals against the gifts. Closing is refused until both match (the server checks it
 * again under its lock), so loose plate cash is entered as an anonymous cash gift, never as a note.
 */
function CountAndClose({ batch }: { batch: OfferingBatch }) {
  const { t, i18n } = useTranslation(offeringsNamespace);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const setCount = useSetCount();
  const close = useCloseBatch();
  const [cash, setCash] = useState(batch.countedCash === null ? "" : String(batch.countedCash));
  const [cheque, setCheque] = useState(batch.countedCheque === null ? "" : String(batch.countedCheque));
  const [errors, setErrors] = useState<{ countedCash?: string; countedCheque?: string }>({});
  const [confirming, setConfirming] = useState(false);

  async function onSave(event: FormEvent) {
    event.preventDefault();
    const parsed = offeringCountInputSchema.safeParse({
      countedCash: cash.trim() === "" ? Number.NaN : Number(cash),
      countedCheque: cheque.trim() === "" ? 0 : Number(cheque),
    });
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((i) => String(i.path[0])));
      setErrors({
        countedCash: fields.has("countedCash") ? t("count.invalid") : undefined,
        countedCheque: fields.has("countedCheque") ? t("count.invalid") : undefined,
      });
      return;
    }
    setErrors({});
    try {
      await setCount.mutateAsync({ batchId: batch.id, body: parsed.data });
      toast.success(t("count.saved"));
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t("close.failed"));
    }
  }

  const { difference, balanced } = batch.totals;
  const diffLine = (method: "cash" | "cheque") => {
    const value = difference[method];
    if (value === null) return null;
    if (value === 0) return null;
    return (
      <p className="crm-offerings__diff" role="status">
        {t("count.difference", {
          method: t(`methods.${method}`),
          amount: `${value > 0 ? "+" : ""}${formatMoney(value)}`,
        })}
      </p>
    );
  };
  return (
    <section className="crm-offerings__panel" aria-labelledby="crm-offerings-count">
      <h2 id="crm-offerings-count">{t("count.title")}</h2>
      <p className="crm-muted">{t("count.description")}</p>
      <form className="crm-offerings__count" noValidate onSubmit={onSave}>
        <TextField
          label={t("count.cash")}
          type="number"
          inputMode="decimal"
          step={0.01}
          min={0}
          value={cash}
          error={errors.countedCash}
          onChange={(event) => setCash(event.target.value)}
        />
        <TextField
          label={t("count.cheque")}
          type="number"
          inputMode="decimal"
          step={0.01}
          min={0}
          value={cheque}
          error={errors.countedCheque}
          onChange={(event) => setCheque(event.target.value)}
        />
        <Button type="submit" variant="secondary" loading={setCount.isPending}>
          {t("count.save")}
        </Button>
      </form>
      {batch.countedCash === null ? (
        <p className="crm-muted">{t("count.notCounted")}</p>
      ) : balanced ? (
        <p className="crm-offerings__ok" role="status">
          {t("count.matches")}
        </p>
      ) : (
        <>
          {diffLine("cash")}
          {diffLine("cheque")}
        </>
      )}
      <Button
        className="crm-offerings__close"
        disabled={!balanced || batch.totals.entries === 0}
        onClick={() => setConfirming(true)}
      >
        {t("close.button")}
      </Button>
      {!balanced && <p className="crm-muted">{t("close.notReady")}</p>}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("close.title", { date: formatDay(batch.date, language) })}
        description={t("close.text", {
          total: formatMoney(batch.totals.total),
          count: batch.totals.entries,
          date: formatDay(batch.date, language),
        })}
        confirmLabel={t("close.confirm")}
        cancelLabel={t("close.cancel")}
        tone="primary"
        onConfirm={async () => {
          try {
            await close.mutateAsync(batch.id);
            toast.success(t("close.closed"));
          } catch (error) {
            toast.error(error instanceof ApiError ? error.message : t("close.failed"));
            throw error;
          }
        }}
      />
    </section>
  );
}
