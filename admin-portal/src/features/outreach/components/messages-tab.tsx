import type { ContactMessage } from "@church/contracts";
import { errorText } from "@church/contracts/client";
import {
  Alert,
  Badge,
  BulkBar,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  RowMenu,
  Skeleton,
  toast,
} from "@church/ui-kit";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { OpenedRowMissing, useOpenedRow } from "../../../components/opened-row/opened-row.tsx";
import { dateTimeFormat } from "../../../lib/date-time-format.ts";
import { useContactMessages } from "../api/get-contact-messages.ts";
import { useBulkMessages } from "../api/update-contact-message.ts";
import { outreachNamespace } from "../outreach.texts.ts";
import "./outreach.css";

/**
 * Messages from the public contact form: tick several to mark them read or unread (undone in one
 * click) or delete them; each message's menu does the same for one, and Reply opens the mail program.
 */
export function MessagesTab() {
  const { t, i18n } = useTranslation(outreachNamespace);
  const messages = useContactMessages();
  const bulk = useBulkMessages();
  const opened = useOpenedRow();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [deleting, setDeleting] = useState<ContactMessage[]>([]);
  const when = dateTimeFormat(i18n.language);
  const list = messages.data?.messages ?? [];
  const chosen = list.filter((m) => selected.has(m.id));
  const chosenIds = chosen.map((m) => m.id);

  const mark = (ids: string[], read: boolean, undoing = false) =>
    bulk.mutate(
      { ids, action: read ? "read" : "unread" },
      {
        onSuccess: (result) => {
          setSelected(new Set());
          if (undoing) return;
          toast.success(t(read ? "messages.readDone" : "messages.unreadDone", { count: result.changed }), {
            // Cheap to undo: the same messages go back to how they were.
            action: { label: t("messages.undo"), onClick: () => mark(ids, !read, true) },
          });
        },
        onError: (error) => toast.error(t("messages.updateError"), { description: errorText(error, "") }),
      },
    );
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Card
      title={t("messages.title")}
      headingLevel={1}
      description={
        messages.data
          ? `${t("messages.intro")} ${t("messages.unread", { count: messages.data.unreadCount })}`
          : t("messages.intro")
      }
    >
      {messages.isError ? (
        <Alert
          tone="error"
          title={t("common.loadFailed")}
          action={
            <Button size="sm" variant="secondary" onClick={() => void messages.refetch()}>
              {t("common.retry")}
            </Button>
          }
        >
          {errorText(messages.error, "")}
        </Alert>
      ) : messages.isPending ? (
        <Skeleton lines={6} />
      ) : list.length === 0 ? (
        <EmptyState title={t("messages.empty")} headingLevel="none" />
      ) : (
        <div className="ap-stack">
          <OpenedRowMissing id={opened.id} shown={list} />
          <label className="ap-select-all">
            <input
              type="checkbox"
              checked={chosen.length === list.length}
              ref={(box) => {
                if (box) box.indeterminate = chosen.length > 0 && chosen.length < list.length;
              }}
              onChange={() =>
                setSelected(chosen.length === list.length ? new Set() : new Set(list.map((m) => m.id)))
              }
            />
            {t("messages.selectAll")}
          </label>
          {chosenIds.length > 0 && (
            <BulkBar
              label={t("messages.bulkLabel")}
              summary={t("messages.selected", { count: chosen.length })}
            >
              <Button size="sm" variant="secondary" onClick={() => mark(chosenIds, true)}>
                {t("messages.markRead")}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => mark(chosenIds, false)}>
                {t("messages.markUnread")}
              </Button>
              <Button size="sm" variant="danger" onClick={() => setDeleting(chosen)}>
                {t("messages.deleteMenu")}
              </Button>
            </BulkBar>
          )}
          <ul className="ap-rows">
            {list.map((m) => (
              <li key={m.id}>
                <article
                  className="ap-message"
                  data-unread={!m.read}
                  data-selected={selected.has(m.id) || undefined}
                  aria-labelledby={`message-${m.id}`}
                  {...opened.rowProps(m.id)}
                >
                  <div className="ap-message__head">
                    <input
                      type="checkbox"
                      className="ap-message__check"
                      aria-label={t("messages.selectOne", { name: m.name, subject: m.subject })}
                      checked={selected.has(m.id)}
                      onChange={() => toggle(m.id)}
                    />
                    <h2 id={`message-${m.id}`}>
                      {m.subject} {!m.read && <Badge tone="primary">{t("messages.new")}</Badge>}
                    </h2>
                    <RowMenu
                      label={t("messages.actionsFor", { name: m.name })}
                      items={[
                        {
                          label: m.read ? t("messages.markUnread") : t("messages.markRead"),
                          onSelect: () => mark([m.id], !m.read),
                        },
                        { type: "separator" },
                        { label: t("messages.deleteMenu"), tone: "danger", onSelect: () => setDeleting([m]) },
                      ]}
                    />
                  </div>
                  <span className="ap-muted">
                    {m.name} · {m.email}
                    {m.phone && ` · ${m.phone}`} ·{" "}
                    {t("messages.prefers", { method: t(`messages.methods.${m.preferredContact}`) })} ·{" "}
                    {when.format(new Date(m.createdAt))}
                  </span>
                  <p>{m.message}</p>
                  <div className="ap-actions">
                    <a href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}>
                      {t("messages.reply")}
                    </a>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </div>
      )}
      <ConfirmDialog
        open={deleting.length > 0}
        onOpenChange={(value) => !value && setDeleting([])}
        title={
          deleting.length === 1 && deleting[0]
            ? t("messages.confirmTitle", { name: deleting[0].name })
            : t("messages.confirmMany", { count: deleting.length })
        }
        description={
          deleting.length === 1 && deleting[0]
            ? t("messages.confirmText", { subject: deleting[0].subject })
            : t("messages.confirmManyText", { names: deleting.map((m) => m.name).join(", ") })
        }
        confirmLabel={t("common.delete")}
        cancelLabel={t("common.cancel")}
        onConfirm={async () => {
          try {
            const result = await bulk.mutateAsync({ ids: deleting.map((m) => m.id), action: "delete" });
            setSelected(new Set());
            toast.success(t("messages.deletedMany", { count: result.changed }));
          } catch (error) {
            toast.error(t("common.error"), { description: errorText(error, "") });
            throw error;
          }
        }}
      />
    </Card>
  );
}
