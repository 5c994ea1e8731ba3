import type { ChurchRecord } from "@church/contracts";
import { Button, ConfirmDialog, DataTable, type DataTableColumn, EmptyState, RowMenu } from "@church/ui-kit";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDay } from "../../../lib/names.ts";

import { formatCount, formatMoney } from "../utils/format.ts";

export interface RecordsTableProps {
  records: readonly ChurchRecord[];
  onAdd: () => void;
  onEdit: (record: ChurchRecord) => void;
  /** Rejects when the delete failed, which keeps the confirmation open. */
  onDelete: (record: ChurchRecord) => Promise<void>;
  /** How many were counted by name per service date (attendance by name), shown under the head count. */
  countedByName?: ReadonlyMap<string, number>;
}

/** Sums in cents, so a cell never shows a floating-point remainder. */
const cents = (...amounts: number[]) => amounts.reduce((s, a) => s + Math.round(a * 100), 0) / 100;

/** The Sunday's amount, and under it what its closed offering batches brought (never counted twice). */
function WithBatch({ entered, batch }: { entered: number; batch: number }) {
  const { t } = useTranslation("crm");
  if (batch === 0) return formatMoney(entered);
  return (
    <>
      {formatMoney(cents(entered, batch))}
      <span className="crm-muted crm-record-batch">
        {t("records.fromBatches", { amount: formatMoney(batch) })}
      </span>
    </>
  );
}

/**
 * Recent Records: newest first as the API sends them, each row's Edit and Delete behind its menu (the
 * delete asks first, naming the date). On a phone each record is a card: no sideways scrolling.
 */
export function RecordsTable({ records, onAdd, onEdit, onDelete, countedByName }: RecordsTableProps) {
  const { t, i18n } = useTranslation("crm");
  const [deleting, setDeleting] = useState<ChurchRecord | null>(null);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const dateOf = (record: ChurchRecord) => formatDay(record.date, language);

  const columns: DataTableColumn<ChurchRecord>[] = [
    { key: "date", header: t("records.date"), cell: dateOf, rowHeader: true },
    {
      key: "attendance",
      header: t("records.attendance"),
      cell: (r) => {
        const named = countedByName?.get(r.date);
        if (!named) return formatCount(r.attendance);
        // The attendance is the head count (everyone in the room); the named are among them.
        return (
          <span className="crm-records__attendance">
            {formatCount(r.attendance)}
            <small>{t("records.countedByName", { count: named })}</small>
          </span>
        );
      },
      align: "end",
    },
    {
      key: "tithes",
      header: t("records.tithes"),
      cell: (r) => <WithBatch entered={r.tithes} batch={r.batchTithes} />,
      align: "end",
    },
    {
      key: "offerings",
      header: t("records.offerings"),
      cell: (r) => <WithBatch entered={r.offerings} batch={r.batchOfferings} />,
      align: "end",
    },
    {
      key: "total",
      header: t("records.total"),
      cell: (r) => formatMoney(cents(r.tithes, r.batchTithes, r.offerings, r.batchOfferings)),
      align: "end",
    },
    {
      key: "notes",
      header: t("records.notes"),
      cell: (r) => (r.notes?.trim() ? r.notes : t("records.noNotes")),
    },
    {
      key: "actions",
      header: t("records.actions"),
      actions: true,
      cell: (r) => (
        <RowMenu
          label={t("records.actionsFor", { date: dateOf(r) })}
          items={[
            { label: t("records.edit"), onSelect: () => onEdit(r) },
            { type: "separator" },
            { label: t("records.deleteMenu"), tone: "danger", onSelect: () => setDeleting(r) },
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <DataTable
        stackOnNarrow
        caption={t("records.title")}
        hideCaption
        columns={columns}
        rows={records}
        getRowKey={(r) => r.id}
        empty={
          <EmptyState
            title={t("records.empty")}
            headingLevel="none"
            action={<Button onClick={onAdd}>{t("records.addFirst")}</Button>}
          />
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? t("confirmDelete.titleFor", { date: dateOf(deleting) }) : t("confirmDelete.title")}
        description={t("confirmDelete.message")}
        confirmLabel={t("confirmDelete.confirm")}
        cancelLabel={t("confirmDelete.cancel")}
        onConfirm={async () => {
          if (deleting) await onDelete(deleting);
        }}
      />
    </>
  );
}
