import type { Announcement } from "@church/contracts";
import { Alert, Button, ConfirmDialog, DataTable, type DataTableColumn, toast } from "@church/ui-kit";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAnnouncements } from "../api/get-announcements.ts";
import { useDeleteAnnouncement } from "../api/save-announcement.ts";
import { contentNamespace } from "../content.i18n.ts";
import { AnnouncementFormDialog } from "./announcement-form-dialog.tsx";
import {
  ContentFilters,
  errorText,
  formatDate,
  preview,
  StatusBadge,
  TranslationBadge,
  useContentFilters,
} from "./content-helpers.tsx";

/** Announcements sub-tab of Content Management. */
export function AnnouncementsPanel() {
  const { t, i18n } = useTranslation(contentNamespace);
  const filters = useContentFilters();
  const list = useAnnouncements(filters.query);
  const remove = useDeleteAnnouncement();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Announcement | undefined>();
  const [deleting, setDeleting] = useState<Announcement | undefined>();
  const open = (item?: Announcement) => {
    setEditing(item);
    setFormOpen(true);
  };

  const columns: DataTableColumn<Announcement>[] = [
    { key: "title", header: t("common.title"), rowHeader: true, sortValue: (a) => a.title },
    { key: "summary", header: t("announcements.summary"), cell: (a) => preview(a.summary) },
    {
      key: "priority",
      header: t("announcements.priority"),
      cell: (a) => t(`announcements.priorities.${a.priority}`),
    },
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
          <Button onClick={() => open()}>{t("announcements.add")}</Button>
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
          caption={t("announcements.caption")}
          hideCaption
          columns={columns}
          rows={list.data ?? []}
          getRowKey={(a) => a.id}
          loading={list.isPending}
          empty={filters.q || filters.status !== "all" ? t("common.noResults") : t("announcements.empty")}
        />
      )}
      <AnnouncementFormDialog open={formOpen} onOpenChange={setFormOpen} announcement={editing} />
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
            toast.success(t("announcements.deleted"), { description: deleting.title });
          } catch (error) {
            toast.error(t("announcements.deleteError"), { description: errorText(error, t("common.error")) });
          }
        }}
      />
    </div>
  );
}
