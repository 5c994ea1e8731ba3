import {
  formatDate,
  localToday,
  type SiteContentImport,
  type SiteContentItem,
  siteContentExportFileName,
  siteContentSwahiliFields,
  siteSectionLabels,
} from "@church/contracts";
import { ApiError, errorText } from "@church/contracts/client";
import { Button, ConfirmDialog, DataTable, type DataTableColumn, toast } from "@church/ui-kit";
import { useQueryClient } from "@tanstack/react-query";
import { type ChangeEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { siteContentQueryOptions, useSiteContent } from "../api/get-site-content.ts";
import { useDeleteSiteContent, useImportSiteContent, useResetSiteContent } from "../api/save-site-content.ts";
import { contentNamespace } from "../content.texts.ts";
import {
  ContentFilters,
  preview,
  StatusBadge,
  TranslationBadge,
  useContentFilters,
} from "./content-helpers.tsx";
import { ListLoadError, RowActions, useItemDialogs } from "./content-list.tsx";
import { PublicSettingsList, type SiteContentPreset } from "./public-settings-list.tsx";
import { SiteContentFormDialog } from "./site-content-form-dialog.tsx";

/** What an export holds per item: the import format (no ids, no dates). */
const toImportItem = (item: SiteContentItem): SiteContentImport[number] => ({
  section: item.section,
  key: item.key,
  title: item.title,
  content: item.content,
  imageUrl: item.imageUrl ?? "",
  status: item.status,
  ...(item.translations ? { translations: item.translations } : {}),
});

/** FileReader rather than file.text(): its error event is the spec's 'Error reading file.'. */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === "string" ? reader.result : "");
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  // Revoked later: some browsers read the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Site Content sub-tab: the texts of the public pages, with import, export and reset. */
export function SiteContentPanel() {
  const { t, i18n } = useTranslation(contentNamespace);
  const language = i18n.language === "sw" ? "sw" : "en";
  const queryClient = useQueryClient();
  const filters = useContentFilters();
  const list = useSiteContent(filters.query);
  const all = useSiteContent();
  const [preset, setPreset] = useState<SiteContentPreset>();
  /** Opens the form on an item, on a new item of a public-site setting (preset), or on a blank one. */
  const edit = (item?: SiteContentItem, next?: SiteContentPreset) => {
    setPreset(next);
    open(item);
  };
  const remove = useDeleteSiteContent();
  const importItems = useImportSiteContent();
  const resetItems = useResetSiteContent();
  const fileInput = useRef<HTMLInputElement>(null);
  const { formOpen, setFormOpen, editing, open, deleting, setDeleting } = useItemDialogs<SiteContentItem>();
  const [resetOpen, setResetOpen] = useState(false);

  const exportAll = async () => {
    try {
      // The whole collection, whatever the filters show.
      const items = await queryClient.fetchQuery(siteContentQueryOptions({}));
      const file = siteContentExportFileName(localToday());
      saveFile(
        new Blob([JSON.stringify(items.map(toImportItem), null, 2)], { type: "application/json" }),
        file,
      );
      toast.success(t("site.exported"), { description: t("site.exportedText", { file }) });
    } catch (error) {
      toast.error(t("common.error"), { description: errorText(error, t("common.loadFailed")) });
    }
  };

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    let text: string;
    try {
      text = await readText(file);
    } catch {
      toast.error(t("site.importFailed"), { description: t("site.readError") });
      return;
    }
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
    if (!Array.isArray(data)) {
      toast.error(t("site.importFailed"), { description: t("site.invalidFormat") });
      return;
    }
    try {
      const result = await importItems.mutateAsync(data as SiteContentImport);
      toast.success(t("site.imported"), {
        description: t("site.importedText", { created: result.created, updated: result.updated }),
      });
    } catch (error) {
      // The server checks every item against the contract; its 400 means the same as a bad file.
      const badFile = error instanceof ApiError && error.status === 400;
      toast.error(t("site.importFailed"), {
        description: badFile ? t("site.invalidFormat") : errorText(error, t("site.invalidFormat")),
      });
    }
  };

  const columns: DataTableColumn<SiteContentItem>[] = [
    {
      key: "section",
      header: t("site.section"),
      cell: (item) => siteSectionLabels[item.section][language],
      sortValue: (item) => item.section,
    },
    {
      key: "key",
      header: t("site.key"),
      cell: (item) => <code>{item.key}</code>,
      sortValue: (item) => item.key,
    },
    { key: "title", header: t("common.title"), rowHeader: true, sortValue: (item) => item.title },
    { key: "content", header: t("common.content"), cell: (item) => preview(item.content) },
    { key: "status", header: t("common.status"), cell: (item) => <StatusBadge status={item.status} /> },
    {
      key: "sw",
      header: "SW",
      cell: (item) => <TranslationBadge item={item} fields={siteContentSwahiliFields} />,
    },
    {
      key: "updated",
      header: t("common.date"),
      cell: (item) => formatDate(item.lastUpdated, i18n.language, "medium"),
      sortValue: (item) => item.lastUpdated,
    },
    {
      key: "actions",
      header: t("common.actions"),
      actions: true,
      cell: (item) => (
        <RowActions title={item.title} onEdit={() => edit(item)} onDelete={() => setDeleting(item)} />
      ),
    },
  ];

  return (
    <div className="ap-stack">
      {all.data && (
        <PublicSettingsList
          items={all.data}
          onEdit={(item) => edit(item)}
          onCreate={(next) => edit(undefined, next)}
        />
      )}
      <div className="ap-toolbar">
        <ContentFilters filters={filters} />
        <div className="ap-actions">
          <input
            ref={fileInput}
            type="file"
            accept="application/json,.json"
            hidden
            aria-label={t("site.import")}
            onChange={(event) => void importFile(event)}
          />
          <Button
            variant="secondary"
            loading={importItems.isPending}
            onClick={() => fileInput.current?.click()}
          >
            {t("site.import")}
          </Button>
          <Button variant="secondary" onClick={() => void exportAll()}>
            {t("site.export")}
          </Button>
          <Button variant="secondary" onClick={() => setResetOpen(true)}>
            {t("site.reset")}
          </Button>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t("common.refresh")}
          </Button>
          <Button onClick={() => edit()}>{t("site.add")}</Button>
        </div>
      </div>
      {list.isError ? (
        <ListLoadError query={list} />
      ) : (
        <DataTable
          stackOnNarrow
          caption={t("site.caption")}
          hideCaption
          columns={columns}
          rows={list.data ?? []}
          getRowKey={(item) => item.id}
          loading={list.isPending}
          empty={filters.q || filters.status !== "all" ? t("common.noResults") : t("site.empty")}
        />
      )}
      <SiteContentFormDialog open={formOpen} onOpenChange={setFormOpen} item={editing} preset={preset} />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(value) => !value && setDeleting(undefined)}
        title={deleting ? t("common.confirmDeleteTitle", { title: deleting.title }) : ""}
        description={deleting ? t("common.confirmDeleteText", { title: deleting.title }) : undefined}
        confirmLabel={t("common.delete")}
        cancelLabel={t("common.cancel")}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            toast.success(t("site.deleted"), {
              description: t("site.deletedText", { title: deleting.title }),
            });
          } catch (error) {
            toast.error(t("common.error"), { description: errorText(error, t("common.error")) });
          }
        }}
      />
      <ConfirmDialog
        open={resetOpen}
        onOpenChange={setResetOpen}
        title={t("site.resetTitle")}
        description={t("site.resetWarning")}
        confirmLabel={t("site.resetConfirm")}
        cancelLabel={t("common.cancel")}
        onConfirm={async () => {
          try {
            await resetItems.mutateAsync();
            toast.success(t("site.resetDone"), { description: t("site.resetDoneText") });
          } catch (error) {
            toast.error(t("common.error"), { description: errorText(error, t("common.error")) });
          }
        }}
      />
    </div>
  );
}
