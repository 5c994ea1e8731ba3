import type { Rsvp, RsvpStatus } from "@church/contracts";
import { Badge, DataTable, type DataTableColumn, RowMenu } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import type { OpenedRowProps } from "../../../components/opened-row/opened-row.tsx";
import { contentNamespace } from "../content.texts.ts";

const statusTone = { confirmed: "success", cancelled: "danger", waitlisted: "neutral" } as const;

export interface RsvpsTableProps {
  caption: string;
  rsvps: readonly Rsvp[];
  loading: boolean;
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: Set<string>) => void;
  /** Confirms or cancels one RSVP. */
  onStatusChange: (rsvp: Rsvp, status: RsvpStatus) => void;
  /** Asks before deleting one RSVP (the dialog names the person and the date). */
  onDelete: (rsvp: Rsvp) => void;
  /** The row a link opened is marked (decision 033). */
  rowProps?: (rsvp: Rsvp) => OpenedRowProps;
}

/** The RSVPs of one date: name with notes, e-mail, phone, when they answered, status, each row's menu. */
export function RsvpsTable({
  caption,
  rsvps,
  loading,
  selected,
  onSelectedChange,
  onStatusChange,
  onDelete,
  rowProps,
}: RsvpsTableProps) {
  const { t, i18n } = useTranslation(contentNamespace);
  const dateTime = new Intl.DateTimeFormat(i18n.language === "sw" ? "sw-KE" : "en-US", {
    dateStyle: "medium",
    timeStyle: "short",
  });

  const columns: DataTableColumn<Rsvp>[] = [
    {
      key: "name",
      header: t("rsvps.name"),
      rowHeader: true,
      cell: (r) => (
        <>
          {r.attendeeName}
          {r.notes && <div className="ap-muted">{r.notes}</div>}
        </>
      ),
    },
    // E-mail and phone in one cell, so the list fits the dialog without sideways scrolling.
    {
      key: "contact",
      header: `${t("rsvps.email")} / ${t("rsvps.phone")}`,
      cell: (r) => (
        <div>
          <span className="ap-break">{r.attendeeEmail}</span>
          <div className="ap-muted">{r.attendeePhone ?? "-"}</div>
        </div>
      ),
    },
    { key: "answered", header: t("rsvps.rsvpDate"), cell: (r) => dateTime.format(new Date(r.rsvpDate)) },
    {
      key: "status",
      header: t("rsvps.status"),
      cell: (r) => <Badge tone={statusTone[r.status]}>{t(`rsvps.statuses.${r.status}`)}</Badge>,
    },
    {
      key: "actions",
      header: t("common.actions"),
      actions: true,
      cell: (r) => (
        <RowMenu
          label={t("rsvps.actionsFor", { name: r.attendeeName })}
          items={[
            r.status === "confirmed"
              ? { label: t("rsvps.cancelRsvp"), onSelect: () => onStatusChange(r, "cancelled") }
              : { label: t("rsvps.confirm"), onSelect: () => onStatusChange(r, "confirmed") },
            { type: "separator" },
            { label: t("rsvps.deleteMenu"), tone: "danger", onSelect: () => onDelete(r) },
          ]}
        />
      ),
    },
  ];

  return (
    <DataTable
      caption={caption}
      hideCaption
      stackOnNarrow
      rowProps={rowProps}
      columns={columns}
      rows={rsvps}
      getRowKey={(r) => r.id}
      loading={loading}
      empty={t("rsvps.empty")}
      selection={{
        selected,
        onChange: onSelectedChange,
        rowLabel: (r) => t("rsvps.selectOne", { name: r.attendeeName }),
        allLabel: t("rsvps.selectAll"),
      }}
    />
  );
}
