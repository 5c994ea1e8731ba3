import {
  type Subscriber,
  type SubscriberBulkBody,
  type SubscriberStatus,
  subscriberDisplayName,
  subscriberStatuses,
} from "@church/contracts";
import { errorText } from "@church/contracts/client";
import {
  Alert,
  Badge,
  BulkBar,
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  Dialog,
  DialogClose,
  type DropdownMenuItem,
  RowMenu,
  SelectField,
  toast,
} from "@church/ui-kit";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useOpenedRow } from "../../../components/opened-row/opened-row.tsx";
import { dateTimeFormat } from "../../../lib/date-time-format.ts";
import { useSubscriberList } from "../api/get-subscribers.ts";
import { useBulkSubscribers } from "../api/update-subscribers.ts";
import { newsletterNamespace } from "../newsletter.texts.ts";

const pageSize = 50;
const statusTone = { active: "success", pending: "warning", unsubscribed: "neutral" } as const;
const doneKey = {
  "resend-confirmation": "list.resent",
  unsubscribe: "list.unsubscribed",
  delete: "list.deleted",
} as const;

/**
 * Every subscriber, filtered by status: those who never confirmed are shown as pending, and their
 * confirmation link can be sent again; tick several to resend, unsubscribe or delete them at once.
 */
export function SubscribersDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation(newsletterNamespace);
  const [status, setStatus] = useState<SubscriberStatus | "all">("all");
  const [limit, setLimit] = useState(pageSize);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [deleting, setDeleting] = useState<Subscriber[]>([]);
  const list = useSubscriberList(status, limit, open);
  const opened = useOpenedRow();
  const bulk = useBulkSubscribers();
  const when = dateTimeFormat(i18n.language);
  const rows = list.data?.subscribers ?? [];
  const chosen = rows.filter((s) => selected.has(s.id));

  const run = async (action: SubscriberBulkBody["action"], people: Subscriber[]) => {
    try {
      const result = await bulk.mutateAsync({ action, ids: people.map((s) => s.id) });
      setSelected(new Set());
      toast.success(t(doneKey[action], { count: result.changed }));
    } catch (error) {
      toast.error(t("error"), { description: errorText(error, "") });
      throw error;
    }
  };

  const menuOf = (s: Subscriber): DropdownMenuItem[] => [
    ...(s.status === "pending"
      ? [{ label: t("list.resend"), onSelect: () => void run("resend-confirmation", [s]).catch(() => {}) }]
      : []),
    ...(s.status !== "unsubscribed"
      ? [{ label: t("list.unsubscribe"), onSelect: () => void run("unsubscribe", [s]).catch(() => {}) }]
      : []),
    { type: "separator" },
    { label: t("list.delete"), tone: "danger", onSelect: () => setDeleting([s]) },
  ];

  const columns: DataTableColumn<Subscriber>[] = [
    { key: "name", header: t("list.name"), rowHeader: true, cell: (s) => subscriberDisplayName(s) },
    { key: "email", header: t("list.email"), cell: (s) => s.email },
    { key: "language", header: t("list.language"), cell: (s) => t(`composer.languages.${s.language}`) },
    {
      key: "status",
      header: t("list.status"),
      cell: (s) => <Badge tone={statusTone[s.status]}>{t(`statuses.${s.status}`)}</Badge>,
    },
    { key: "since", header: t("list.since"), cell: (s) => when.format(new Date(s.subscribedAt)) },
    {
      key: "actions",
      header: t("list.actions"),
      actions: true,
      cell: (s) => (
        <RowMenu label={t("list.actionsFor", { name: subscriberDisplayName(s) })} items={menuOf(s)} />
      ),
    },
  ];

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t("list.title")}
      description={
        list.data
          ? `${t("counts.total", { count: list.data.activeCount + list.data.pendingCount })} · ${t("counts.active", { count: list.data.activeCount })} · ${t("counts.pending", { count: list.data.pendingCount })}`
          : undefined
      }
      footer={
        <DialogClose asChild>
          <Button variant="secondary">{t("list.close")}</Button>
        </DialogClose>
      }
    >
      <div className="ap-stack">
        <SelectField
          label={t("list.filter")}
          value={status}
          onChange={(e) => {
            setStatus(subscriberStatuses.find((v) => v === e.target.value) ?? "all");
            setSelected(new Set());
            setLimit(pageSize);
          }}
          options={[
            { value: "all", label: t("list.all") },
            ...subscriberStatuses.map((v) => ({ value: v, label: t(`statuses.${v}`) })),
          ]}
        />
        {chosen.length > 0 && (
          <BulkBar label={t("list.bulkLabel")} summary={t("list.selected", { count: chosen.length })}>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void run("resend-confirmation", chosen).catch(() => {})}
            >
              {t("list.resend")}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void run("unsubscribe", chosen).catch(() => {})}
            >
              {t("list.unsubscribe")}
            </Button>
            <Button size="sm" variant="danger" onClick={() => setDeleting(chosen)}>
              {t("list.delete")}
            </Button>
          </BulkBar>
        )}
        {list.isError ? (
          <Alert tone="error" title={t("loadFailed")}>
            {errorText(list.error, "")}
          </Alert>
        ) : (
          <DataTable
            caption={t("list.caption")}
            hideCaption
            stackOnNarrow
            rowProps={(s) => opened.rowProps(s.id)}
            columns={columns}
            rows={rows}
            getRowKey={(s) => s.id}
            loading={list.isPending}
            empty={t("noSubscribers")}
            selection={{
              selected,
              onChange: setSelected,
              rowLabel: (s) => t("list.selectOne", { name: subscriberDisplayName(s) }),
              allLabel: t("list.selectAll"),
            }}
          />
        )}
        {list.data && list.data.total > rows.length && (
          <Button variant="secondary" onClick={() => setLimit((n) => n + pageSize)} loading={list.isFetching}>
            {t("list.more")}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={deleting.length > 0}
        onOpenChange={(value) => !value && setDeleting([])}
        title={t("list.deleteTitle", { count: deleting.length })}
        description={t("list.deleteText", { names: deleting.map(subscriberDisplayName).join(", ") })}
        confirmLabel={t("list.deleteConfirm")}
        cancelLabel={t("cancel")}
        onConfirm={() => run("delete", deleting)}
      />
    </Dialog>
  );
}
