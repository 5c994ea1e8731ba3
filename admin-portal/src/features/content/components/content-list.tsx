import type { PublishStatus } from "@church/contracts";
import { formatDate } from "@church/contracts";
import { errorText } from "@church/contracts/client";
import {
  Alert,
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  type DropdownMenuItem,
  RowMenu,
  toast,
} from "@church/ui-kit";
import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePublishToggle } from "../../../components/content-form/use-publish-toggle.ts";
import { announcementsQueryKey } from "../api/get-announcements.ts";
import { articlesQueryKey } from "../api/get-articles.ts";
import { contentEventsQueryKey } from "../api/get-events.ts";
import { contentNamespace } from "../content.texts.ts";
import { ContentFilters, StatusBadge, TranslationBadge, useContentFilters } from "./content-helpers.tsx";

/** The content lists that share the add / edit / delete flow (their keys in content.texts.ts). */
export type ContentSection = "articles" | "announcements" | "events" | "blog";

interface Titled {
  id: string;
  title: string;
}

/**
 * Which item the add/edit form shows and which one waits for the delete confirmation.
 * `startWithForm` opens an empty form at once (the overview's quick actions).
 */
export function useItemDialogs<T>(startWithForm = false, onFormOpened?: () => void) {
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<T | undefined>();
  const [deleting, setDeleting] = useState<T | undefined>();
  const open = useCallback((item?: T) => {
    setEditing(item);
    setFormOpen(true);
  }, []);
  useEffect(() => {
    if (startWithForm) {
      open();
      onFormOpened?.();
    }
  }, [startWithForm, onFormOpened, open]);
  return { formOpen, setFormOpen, editing, open, deleting, setDeleting };
}

/**
 * Edit and Delete of one item behind its row menu, named for screen readers by its title; `more`
 * adds the item's own actions between the two. Delete asks first (DeleteItemDialog).
 */
export function RowActions({
  title,
  onEdit,
  onDelete,
  more = [],
}: {
  title: string;
  onEdit: () => void;
  onDelete: () => void;
  more?: readonly DropdownMenuItem[];
}) {
  const { t } = useTranslation(contentNamespace);
  return (
    <RowMenu
      label={t("common.actionsFor", { title })}
      items={[
        { label: t("common.edit"), onSelect: onEdit },
        ...more,
        { type: "separator" },
        { label: t("common.deleteMenu"), tone: "danger", onSelect: onDelete },
      ]}
    />
  );
}

/** The list's load error with Try again. */
export function ListLoadError({ query }: { query: Pick<UseQueryResult, "error" | "refetch"> }) {
  const { t } = useTranslation(contentNamespace);
  return (
    <Alert
      tone="error"
      title={t("common.loadFailed")}
      action={
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
          {t("common.retry")}
        </Button>
      }
    >
      {errorText(query.error, "")}
    </Alert>
  );
}

export interface DeleteItemDialogProps<T extends Titled> {
  section: ContentSection;
  /** The item waiting for confirmation; none closes the dialog. */
  item: T | undefined;
  onClose: () => void;
  remove: { mutateAsync: (id: string) => Promise<unknown> };
}

/** "Delete this item?" with the item's title, then the section's success or error toast. */
export function DeleteItemDialog<T extends Titled>({
  section,
  item,
  onClose,
  remove,
}: DeleteItemDialogProps<T>) {
  const { t } = useTranslation(contentNamespace);
  return (
    <ConfirmDialog
      open={!!item}
      onOpenChange={(value) => !value && onClose()}
      title={item ? t("common.confirmDeleteTitle", { title: item.title }) : ""}
      description={item ? t("common.confirmDeleteText", { title: item.title }) : undefined}
      confirmLabel={t("common.delete")}
      cancelLabel={t("common.cancel")}
      onConfirm={async () => {
        if (!item) return;
        try {
          await remove.mutateAsync(item.id);
          toast.success(t(`${section}.deleted`), { description: item.title });
        } catch (error) {
          toast.error(t(`${section}.deleteError`), { description: errorText(error, t("common.error")) });
        }
      }}
    />
  );
}

/** Each list's content kind and query key, for Publish / Unpublish in its rows. */
const publishing = {
  articles: ["article", articlesQueryKey],
  announcements: ["announcement", announcementsQueryKey],
  events: ["event", contentEventsQueryKey],
} as const;

interface ListedContent extends Titled {
  date: string;
  status: PublishStatus;
  translations?: { sw?: Record<string, unknown> } | null;
  /** The section's text fields, read for the Swahili marker. */
  [field: string]: unknown;
}

export interface ItemFormProps<T> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  item?: T;
}

export interface ContentListPanelProps<T extends ListedContent> {
  section: Exclude<ContentSection, "blog">;
  /** The section's list; search and status are filtered by the API. */
  useItems: (filters: { q?: string; status?: PublishStatus }) => UseQueryResult<T[]>;
  useDelete: () => DeleteItemDialogProps<T>["remove"];
  /** The section's own columns, between the title and the date. */
  columns: DataTableColumn<T>[];
  /** The section's add/edit form. */
  renderForm: (props: ItemFormProps<T>) => ReactNode;
  /** The header of the date column, when "Date" alone would be unclear. */
  dateHeader?: string;
  /** The fields a visitor sees, each needing its Swahili text for "Swahili ready". */
  swahiliFields: readonly string[];
}

/**
 * A sub-tab of Content Management: search and status filter, Refresh and Add, the table (title,
 * the section's columns, date, status, Swahili marker, actions), the form and the delete confirmation.
 */
export function ContentListPanel<T extends ListedContent>({
  section,
  useItems,
  useDelete,
  columns,
  renderForm,
  dateHeader,
  swahiliFields,
}: ContentListPanelProps<T>) {
  const { t, i18n } = useTranslation(contentNamespace);
  const filters = useContentFilters();
  const list = useItems(filters.query);
  const remove = useDelete();
  const dialogs = useItemDialogs<T>();
  const publishToggle = usePublishToggle(publishing[section][0], publishing[section][1]);

  const allColumns: DataTableColumn<T>[] = [
    { key: "title", header: t("common.title"), rowHeader: true, sortValue: (a) => a.title },
    ...columns,
    {
      key: "date",
      header: dateHeader ?? t("common.date"),
      cell: (a) => formatDate(a.date, i18n.language, "medium"),
      sortValue: (a) => a.date,
    },
    { key: "status", header: t("common.status"), cell: (a) => <StatusBadge status={a.status} /> },
    { key: "sw", header: "SW", cell: (a) => <TranslationBadge item={a} fields={swahiliFields} /> },
    {
      key: "actions",
      header: t("common.actions"),
      actions: true,
      cell: (a) => (
        <RowActions
          title={a.title}
          onEdit={() => dialogs.open(a)}
          onDelete={() => dialogs.setDeleting(a)}
          more={[publishToggle(a)]}
        />
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
          <Button onClick={() => dialogs.open()}>{t(`${section}.add`)}</Button>
        </div>
      </div>
      {list.isError ? (
        <ListLoadError query={list} />
      ) : (
        <DataTable
          stackOnNarrow
          caption={t(`${section}.caption`)}
          hideCaption
          columns={allColumns}
          rows={list.data ?? []}
          getRowKey={(a) => a.id}
          loading={list.isPending}
          empty={filters.q || filters.status !== "all" ? t("common.noResults") : t(`${section}.empty`)}
        />
      )}
      {renderForm({ open: dialogs.formOpen, onOpenChange: dialogs.setFormOpen, item: dialogs.editing })}
      <DeleteItemDialog
        section={section}
        item={dialogs.deleting}
        onClose={() => dialogs.setDeleting(undefined)}
        remove={remove}
      />
    </div>
  );
}
