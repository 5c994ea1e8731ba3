import type { ChurchRecord } from "@church/contracts";
import {
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  EmptyState,
  useTranslation,
} from "@church/ui-kit";
import { formatCalendarDate } from "../utils/dates.ts";
import { formatCount, formatMoney } from "../utils/format.ts";

export interface RecordsTableProps {
  records: readonly ChurchRecord[];
  onAdd: () => void;
  onEdit: (record: ChurchRecord) => void;
  /** Rejects when the delete failed, which keeps the confirmation open. */
  onDelete: (record: ChurchRecord) => Promise<void>;
}

/** Recent Records: newest first as the API sends them, with edit and delete per row. */
export function RecordsTable({ records, onAdd, onEdit, onDelete }: RecordsTableProps) {
  const { t, i18n } = useTranslation("crm");
  const language = i18n.resolvedLanguage ?? i18n.language;
  const dateOf = (record: ChurchRecord) => formatCalendarDate(record.date, language);

  const columns: DataTableColumn<ChurchRecord>[] = [
    { key: "date", header: t("records.date"), cell: dateOf, rowHeader: true },
    {
      key: "attendance",
      header: t("records.attendance"),
      cell: (r) => formatCount(r.attendance),
      align: "end",
    },
    { key: "tithes", header: t("records.tithes"), cell: (r) => formatMoney(r.tithes), align: "end" },
    { key: "offerings", header: t("records.offerings"), cell: (r) => formatMoney(r.offerings), align: "end" },
    {
      key: "total",
      header: t("records.total"),
      cell: (r) => formatMoney(r.tithes + r.offerings),
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
      cell: (r) => (
        <div className="crm-row-actions">
          <Button
            variant="ghost"
            size="sm"
            aria-label={t("records.editLabel", { date: dateOf(r) })}
            onClick={() => onEdit(r)}
          >
            {t("records.edit")}
          </Button>
          <ConfirmDialog
            title={t("confirmDelete.title")}
            description={t("confirmDelete.message")}
            confirmLabel={t("confirmDelete.confirm")}
            cancelLabel={t("confirmDelete.cancel")}
            onConfirm={() => onDelete(r)}
            trigger={
              <Button variant="ghost" size="sm" aria-label={t("records.deleteLabel", { date: dateOf(r) })}>
                {t("records.delete")}
              </Button>
            }
          />
        </div>
      ),
    },
  ];

  return (
    <DataTable
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
  );
}
