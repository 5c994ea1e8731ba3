import type { Event } from "@church/contracts";
import { Alert, Button, ConfirmDialog, DataTable, type DataTableColumn, toast } from "@church/ui-kit";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useContentEvents } from "../api/get-events.ts";
import { useDeleteEvent } from "../api/save-event.ts";
import { contentNamespace } from "../content.i18n.ts";
import {
  ContentFilters,
  errorText,
  formatDate,
  preview,
  StatusBadge,
  TranslationBadge,
  useContentFilters,
} from "./content-helpers.tsx";
import { EventFormDialog } from "./event-form-dialog.tsx";

/** Events sub-tab of Content Management. */
export function EventsPanel() {
  const { t, i18n } = useTranslation(contentNamespace);
  const filters = useContentFilters();
  const list = useContentEvents(filters.query);
  const remove = useDeleteEvent();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Event | undefined>();
  const [deleting, setDeleting] = useState<Event | undefined>();
  const open = (item?: Event) => {
    setEditing(item);
    setFormOpen(true);
  };

  const columns: DataTableColumn<Event>[] = [
    { key: "title", header: t("common.title"), rowHeader: true, sortValue: (a) => a.title },
    { key: "description", header: t("events.description"), cell: (a) => preview(a.description) },
    { key: "location", header: t("common.location"), cell: (a) => a.location },
    {
      key: "date",
      header: t("common.date"),
      cell: (a) => formatDate(a.date, i18n.language),
      sortValue: (a) => a.date,
    },
    { key: "status", header: t("common.status"), cell: (a) => <StatusBadge status={a.status} /> },
    { key: "sw", header: "SW", cell: (a) => <TranslationBadge translations={a.translations} /> },
    {
      key: "actions",
      header: t("common.actions"),
      cell: (a) => (
        // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form fieldset
        <div className="ap-actions" role="group" aria-label={t("common.actionsFor", { title: a.title })}>
          <Button size="sm" variant="secondary" onClick={() => open(a)}>
            {t("common.edit")}
          </Button>
          <Button size="sm" variant="danger" onClick={() => setDeleting(a)}>
            {t("common.delete")}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className="ap-stack">
      <div className="ap-toolbar">
        <ContentFilters filters={filters} />
        <div className="ap-actions">
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t("common.refresh")}
          </Button>
          <Button onClick={() => open()}>{t("events.add")}</Button>
        </div>
      </div>
      {list.isError ? (
        <Alert
          tone="error"
          title={t("common.loadFailed")}
          action={
            <Button size="sm" variant="secondary" onClick={() => void list.refetch()}>
              {t("common.retry")}
            </Button>
          }
        >
          {errorText(list.error, "")}
        </Alert>
      ) : (
        <DataTable
          caption={t("events.caption")}
          hideCaption
          columns={columns}
          rows={list.data ?? []}
          getRowKey={(a) => a.id}
          loading={list.isPending}
          empty={filters.q || filters.status !== "all" ? t("common.noResults") : t("events.empty")}
        />
      )}
      <EventFormDialog open={formOpen} onOpenChange={setFormOpen} event={editing} />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(value) => !value && setDeleting(undefined)}
        title={t("common.confirmDeleteTitle")}
        description={deleting ? t("common.confirmDeleteText", { title: deleting.title }) : undefined}
        confirmLabel={t("common.delete")}
        cancelLabel={t("common.cancel")}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            toast.success(t("events.deleted"), { description: deleting.title });
          } catch (error) {
            toast.error(t("events.deleteError"), { description: errorText(error, t("common.error")) });
          }
        }}
      />
    </div>
  );
}
