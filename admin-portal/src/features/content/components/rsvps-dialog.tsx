import type { Event, Rsvp, RsvpStatus } from "@church/contracts";
import { errorText } from "@church/contracts/client";
import {
  Alert,
  BulkBar,
  Button,
  ConfirmDialog,
  Dialog,
  DialogClose,
  SelectField,
  toast,
} from "@church/ui-kit";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { OpenedRowMissing, useOpenedRow } from "../../../components/opened-row/opened-row.tsx";
import { useExportRsvps } from "../api/export-rsvps.ts";
import { type RsvpDateChoice, useEventRsvps } from "../api/get-event-rsvps.ts";
import { useBulkRsvps, useDeleteRsvp, useUpdateRsvpStatus } from "../api/update-rsvp.ts";
import { contentNamespace } from "../content.texts.ts";
import { shortDate } from "./event-repeat.ts";
import { RsvpsTable } from "./rsvps-table.tsx";

export interface RsvpsDialogProps {
  event?: Event;
  /** The date to show first (a link to one RSVP names its date); the next date otherwise. */
  initialDate?: string;
  onOpenChange: (open: boolean) => void;
}

/** The last status change, shown with Undo inside the dialog (a toast outside a modal cannot be clicked). */
type LastChange = { rsvp: Rsvp; status: RsvpStatus };

/**
 * View RSVPs: one date of the event (the next by default) or all of them under their dates, the door
 * list as CSV, and changes to one RSVP (row menu, undone in one click) or to the ticked ones (confirm,
 * cancel, delete after a confirmation naming them).
 */
export function RsvpsDialog({ event, initialDate, onOpenChange }: RsvpsDialogProps) {
  const { t, i18n } = useTranslation(contentNamespace);
  const [date, setDate] = useState<RsvpDateChoice>(initialDate);
  const opened = useOpenedRow();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [deleting, setDeleting] = useState<Rsvp[]>([]);
  const rsvps = useEventRsvps(event?.id, date);
  const bulk = useBulkRsvps();
  const update = useUpdateRsvpStatus();
  const [lastChange, setLastChange] = useState<LastChange | undefined>();
  const removeOne = useDeleteRsvp();
  const exportCsv = useExportRsvps();
  const eventId = event?.id;

  // Another event, another date: start from its next date (or the linked one) with nothing ticked.
  useEffect(() => {
    setDate(eventId ? initialDate : undefined);
    setSelected(new Set());
    setLastChange(undefined);
  }, [eventId, initialDate]);

  const changeStatus = (rsvp: Rsvp, status: RsvpStatus, undoing = false) =>
    update.mutate(
      { id: rsvp.id, status },
      {
        onSuccess: () => setLastChange(undoing ? undefined : { rsvp, status }),
        onError: (error) =>
          toast.error(t("common.error"), { description: errorText(error, t("rsvps.updateFailed")) }),
      },
    );

  const data = rsvps.data;
  const shownDate = date ?? data?.eventDate ?? "all";
  const day = (d: string) => shortDate(d, i18n.language);
  const listed = data?.rsvps ?? [];
  const chosen = listed.filter((r) => selected.has(r.id));
  const groups =
    shownDate === "all"
      ? [...new Set(listed.map((r) => r.eventDate))].map((d) => ({
          date: d,
          rsvps: listed.filter((r) => r.eventDate === d),
        }))
      : [{ date: shownDate, rsvps: listed }];

  const runBulk = async (action: "confirm" | "cancel" | "delete", ids: string[]) => {
    try {
      const result = await bulk.mutateAsync({ ids, action });
      setSelected(new Set());
      toast.success(
        t(action === "delete" ? "rsvps.deletedCount" : "rsvps.changed", { count: result.changed }),
      );
    } catch (error) {
      toast.error(t("common.error"), {
        description: errorText(error, t(action === "delete" ? "rsvps.deleteFailed" : "rsvps.updateFailed")),
      });
      throw error;
    }
  };

  const download = () =>
    eventId &&
    exportCsv.mutate(
      { eventId, date: shownDate },
      { onError: (error) => toast.error(t("rsvps.exportFailed"), { description: errorText(error, "") }) },
    );

  return (
    <Dialog
      open={!!event}
      onOpenChange={onOpenChange}
      size="lg"
      title={t("rsvps.title", { event: event?.title ?? "" })}
      description={
        data
          ? data.maxAttendees !== null && data.eventDate
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
      <div className="ap-stack">
        <div className="ap-toolbar">
          <SelectField
            label={t("rsvps.date")}
            value={shownDate}
            onChange={(e) => {
              setDate(e.target.value);
              setSelected(new Set());
            }}
            options={[
              ...(data?.dates ?? []).map((d) => ({
                value: d.date,
                label: t("rsvps.dateOption", { date: day(d.date), count: d.confirmed }),
              })),
              { value: "all", label: t("rsvps.allDates") },
            ]}
          />
          <Button variant="secondary" onClick={download} loading={exportCsv.isPending} disabled={!data}>
            {t("rsvps.exportCsv")}
          </Button>
        </div>
        {lastChange && (
          <Alert
            tone="success"
            onDismiss={() => setLastChange(undefined)}
            action={
              <Button
                size="sm"
                variant="secondary"
                loading={update.isPending}
                // Cheap to undo: the previous status goes back (a place freed meanwhile may have gone to the waiting list).
                onClick={() => changeStatus(lastChange.rsvp, lastChange.rsvp.status, true)}
              >
                {t("rsvps.undo")}
              </Button>
            }
          >
            {t("rsvps.changedOne", {
              name: lastChange.rsvp.attendeeName,
              status: t(`rsvps.statuses.${lastChange.status}`),
            })}
          </Alert>
        )}
        {chosen.length > 0 && (
          <BulkBar label={t("rsvps.bulkLabel")} summary={t("rsvps.selected", { count: chosen.length })}>
            <Button
              size="sm"
              variant="secondary"
              loading={bulk.isPending && bulk.variables?.action === "confirm"}
              onClick={() =>
                void runBulk(
                  "confirm",
                  chosen.map((r) => r.id),
                ).catch(() => {})
              }
            >
              {t("rsvps.confirmSelected")}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              loading={bulk.isPending && bulk.variables?.action === "cancel"}
              onClick={() =>
                void runBulk(
                  "cancel",
                  chosen.map((r) => r.id),
                ).catch(() => {})
              }
            >
              {t("rsvps.cancelSelected")}
            </Button>
            <Button size="sm" variant="danger" onClick={() => setDeleting(chosen)}>
              {t("rsvps.deleteSelected")}
            </Button>
          </BulkBar>
        )}
        {data && <OpenedRowMissing id={opened.id} shown={listed} />}
        {rsvps.isError ? (
          <Alert tone="error" title={t("common.loadFailed")}>
            {errorText(rsvps.error, "")}
          </Alert>
        ) : (
          groups.map((group) => (
            // The table under each date is the region named "RSVPs for <date>".
            <div key={group.date} className="ap-stack">
              {shownDate === "all" && (
                <h3 className="ap-rsvp-date">{t("rsvps.onDate", { date: day(group.date) })}</h3>
              )}
              <RsvpsTable
                caption={t("rsvps.onDate", {
                  date: group.date === "all" ? t("rsvps.allDates") : day(group.date),
                })}
                rsvps={group.rsvps}
                loading={rsvps.isPending}
                selected={selected}
                onSelectedChange={setSelected}
                onStatusChange={changeStatus}
                onDelete={(r) => setDeleting([r])}
                rowProps={(r) => opened.rowProps(r.id)}
              />
            </div>
          ))
        )}
      </div>
      <ConfirmDialog
        open={deleting.length > 0}
        onOpenChange={(open) => !open && setDeleting([])}
        title={
          deleting.length === 1 && deleting[0]
            ? t("rsvps.confirmDelete", { name: deleting[0].attendeeName })
            : t("rsvps.bulkDeleteTitle", { count: deleting.length })
        }
        description={
          deleting.length === 1 && deleting[0]
            ? t("rsvps.deleteText", { name: deleting[0].attendeeName, date: day(deleting[0].eventDate) })
            : t("rsvps.bulkDeleteText", { names: deleting.map((r) => r.attendeeName).join(", ") })
        }
        confirmLabel={t("rsvps.delete")}
        cancelLabel={t("common.cancel")}
        onConfirm={async () => {
          const [only] = deleting;
          if (deleting.length === 1 && only) {
            try {
              await removeOne.mutateAsync(only.id);
              toast.success(t("rsvps.deleted"), { description: only.attendeeName });
            } catch (error) {
              toast.error(t("common.error"), { description: errorText(error, t("rsvps.deleteFailed")) });
              throw error;
            }
          } else {
            await runBulk(
              "delete",
              deleting.map((r) => r.id),
            );
          }
        }}
      />
    </Dialog>
  );
}
