import type { Event, Rsvp } from "@church/contracts";
import {
  Alert,
  Badge,
  Button,
  DataTable,
  type DataTableColumn,
  Dialog,
  DialogClose,
  toast,
} from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { useEventRsvps } from "../api/get-event-rsvps.ts";
import { useDeleteRsvp, useUpdateRsvpStatus } from "../api/update-rsvp.ts";
import { contentNamespace } from "../content.i18n.ts";
import { errorText } from "./content-helpers.tsx";

export interface RsvpsDialogProps {
  event?: Event;
  onOpenChange: (open: boolean) => void;
}

const statusTone = { confirmed: "success", cancelled: "danger", waitlisted: "neutral" } as const;

/** View RSVPs: confirmed ones can be cancelled, cancelled ones confirmed, any deleted. */
export function RsvpsDialog({ event, onOpenChange }: RsvpsDialogProps) {
  const { t, i18n } = useTranslation(contentNamespace);
  const rsvps = useEventRsvps(event?.id);
  const update = useUpdateRsvpStatus();
  const remove = useDeleteRsvp();
  const dateTime = new Intl.DateTimeFormat(i18n.language === "sw" ? "sw-KE" : "en-US", {
    dateStyle: "medium",
    timeStyle: "short",
  });

  const setStatus = (rsvp: Rsvp, status: "confirmed" | "cancelled") =>
    update.mutate(
      { id: rsvp.id, status },
      {
        onSuccess: () => toast.success(t("rsvps.updated"), { description: rsvp.attendeeName }),
        onError: (error) =>
          toast.error(t("common.error"), { description: errorText(error, t("rsvps.updateFailed")) }),
      },
    );
  const deleteRsvp = (rsvp: Rsvp) => {
    if (!window.confirm(t("rsvps.confirmDelete", { name: rsvp.attendeeName }))) return;
    remove.mutate(rsvp.id, {
      onSuccess: () => toast.success(t("rsvps.deleted"), { description: rsvp.attendeeName }),
      onError: (error) =>
        toast.error(t("common.error"), { description: errorText(error, t("rsvps.deleteFailed")) }),
    });
  };

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
    { key: "email", header: t("rsvps.email"), cell: (r) => r.attendeeEmail },
    { key: "phone", header: t("rsvps.phone"), cell: (r) => r.attendeePhone ?? "-" },
    { key: "date", header: t("rsvps.rsvpDate"), cell: (r) => dateTime.format(new Date(r.rsvpDate)) },
    {
      key: "status",
      header: t("rsvps.status"),
      cell: (r) => <Badge tone={statusTone[r.status]}>{t(`rsvps.statuses.${r.status}`)}</Badge>,
    },
    {
      key: "actions",
      header: t("common.actions"),
      cell: (r) => (
        // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form fieldset
        <div
          className="ap-actions"
          role="group"
          aria-label={t("common.actionsFor", { title: r.attendeeName })}
        >
          {r.status === "confirmed" ? (
            <Button size="sm" variant="secondary" onClick={() => setStatus(r, "cancelled")}>
              {t("rsvps.cancelRsvp")}
            </Button>
          ) : (
            <Button size="sm" variant="secondary" onClick={() => setStatus(r, "confirmed")}>
              {t("rsvps.confirm")}
            </Button>
          )}
          <Button size="sm" variant="danger" onClick={() => deleteRsvp(r)}>
            {t("rsvps.delete")}
          </Button>
        </div>
      ),
    },
  ];

  const data = rsvps.data;
  return (
    <Dialog
      open={!!event}
      onOpenChange={onOpenChange}
      size="lg"
      title={t("rsvps.title", { event: event?.title ?? "" })}
      description={
        data
          ? data.maxAttendees !== null
            ? t("rsvps.spots", { count: data.confirmedCount, max: data.maxAttendees })
            : t("rsvps.spotsUnlimited", { count: data.confirmedCount })
          : t("rsvps.description")
      }
      footer={
        <DialogClose asChild>
          <Button variant="secondary">{t("rsvps.close")}</Button>
        </DialogClose>
      }
    >
      {rsvps.isError ? (
        <Alert tone="error" title={t("common.loadFailed")}>
          {errorText(rsvps.error, "")}
        </Alert>
      ) : (
        <DataTable
          caption={t("rsvps.caption")}
          hideCaption
          columns={columns}
          rows={data?.rsvps ?? []}
          getRowKey={(r) => r.id}
          loading={rsvps.isPending}
          empty={t("rsvps.empty")}
        />
      )}
    </Dialog>
  );
}
