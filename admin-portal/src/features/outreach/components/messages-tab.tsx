import type { ContactMessage } from "@church/contracts";
import { Alert, Badge, Button, Card, ConfirmDialog, EmptyState, Skeleton, toast } from "@church/ui-kit";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useContactMessages } from "../api/get-contact-messages.ts";
import { useDeleteMessage, useMarkMessageRead } from "../api/update-contact-message.ts";
import { outreachNamespace } from "../outreach.i18n.ts";
import { dateTimeFormat, errorText } from "./outreach-helpers.ts";
import "./outreach.css";

/** Messages from the public contact form: read or unread, reply by e-mail, delete. */
export function MessagesTab() {
  const { t, i18n } = useTranslation(outreachNamespace);
  const messages = useContactMessages();
  const markRead = useMarkMessageRead();
  const remove = useDeleteMessage();
  const [deleting, setDeleting] = useState<ContactMessage | undefined>();
  const when = dateTimeFormat(i18n.language);

  const toggle = (m: ContactMessage) =>
    markRead.mutate(
      { id: m.id, read: !m.read },
      { onError: (error) => toast.error(t("messages.updateError"), { description: errorText(error, "") }) },
    );

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
      ) : messages.data.messages.length === 0 ? (
        <EmptyState title={t("messages.empty")} headingLevel="none" />
      ) : (
        <ul className="ap-rows">
          {messages.data.messages.map((m) => (
            <li key={m.id}>
              <article className="ap-message" data-unread={!m.read} aria-labelledby={`message-${m.id}`}>
                <h3 id={`message-${m.id}`}>
                  {m.subject} {!m.read && <Badge tone="primary">{t("messages.new")}</Badge>}
                </h3>
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
                  <Button size="sm" variant="secondary" onClick={() => toggle(m)}>
                    {m.read ? t("messages.markUnread") : t("messages.markRead")}
                  </Button>
                  <Button size="sm" variant="danger" onClick={() => setDeleting(m)}>
                    {t("common.delete")}
                  </Button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(value) => !value && setDeleting(undefined)}
        title={t("messages.confirmTitle")}
        description={deleting ? t("messages.confirmText", { name: deleting.name }) : undefined}
        confirmLabel={t("common.delete")}
        cancelLabel={t("common.cancel")}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            toast.success(t("messages.deleted"));
          } catch (error) {
            toast.error(t("common.error"), { description: errorText(error, "") });
          }
        }}
      />
    </Card>
  );
}
