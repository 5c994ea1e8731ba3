import {
  formatPhone,
  type TextMessage,
  type TextMessageStatus,
  textMessageNotes,
  textMessageStatuses,
} from "@church/contracts";
import { Alert, Badge, Button, Card, EmptyState, SelectField, Skeleton } from "@church/ui-kit";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { OpenedRowMissing, useOpenedRow } from "../../../components/opened-row/opened-row.tsx";
import { useTextMessages } from "../api/get-text-messages.ts";
import { textMessagesNamespace } from "../text-messages.texts.ts";
import "./text-messages.css";

const statusTone = {
  scheduled: "neutral",
  queued: "info",
  sent: "info",
  delivered: "success",
  failed: "danger",
  cancelled: "warning",
} as const satisfies Record<TextMessageStatus, string>;

const isStatus = (value: string): value is TextMessageStatus =>
  (textMessageStatuses as readonly string[]).includes(value);

/** The key of one of the server's own reasons, to show it in the staff member's language. */
const noteKey = (text: string) =>
  (Object.keys(textMessageNotes) as Array<keyof typeof textMessageNotes>).find(
    (key) => textMessageNotes[key] === text,
  );

/** Every text message with its status (queued, sent, delivered, failed...), newest first. */
export function TextMessagesPanel() {
  const { t, i18n } = useTranslation(textMessagesNamespace);
  const [status, setStatus] = useState<TextMessageStatus | undefined>();
  const messages = useTextMessages(status);
  // A person's text consent (`?tab=pastor-portal&in=texts&id=<consent>`) marks the texts sent under it.
  const opened = useOpenedRow("texts");
  const stamp = new Intl.DateTimeFormat(i18n.language === "sw" ? "sw-KE" : "en-US", {
    dateStyle: "medium",
    timeStyle: "short",
  });
  const when = (iso: string) => stamp.format(new Date(iso));
  const data = messages.data;

  const item = (m: TextMessage) => (
    <li key={m.id} className="ap-texts__item" {...opened.rowProps(m.consentId)}>
      <div className="ap-texts__head">
        <Badge tone={statusTone[m.status]}>{t(`statuses.${m.status}`)}</Badge>
        <strong>{t(`kinds.${m.kind}`)}</strong>
      </div>
      <p className="ap-texts__meta">
        {t("to", {
          phone: formatPhone(m.to),
          channel: t(`channels.${m.channel}`),
          language: t(`languages.${m.language}`),
        })}
      </p>
      <p className="ap-texts__meta">
        {m.sentAt ? t("sentAt", { when: when(m.sentAt) }) : t("due", { when: when(m.sendAt) })}
        {m.attempts > 1 ? ` · ${t("attempts", { count: m.attempts })}` : ""}
      </p>
      <p className="ap-texts__body">{m.body}</p>
      {m.lastError && (m.status === "failed" || m.status === "cancelled" || m.status === "scheduled") && (
        <p className="ap-texts__reason">
          {t("reason", { text: noteKey(m.lastError) ? t(`notes.${noteKey(m.lastError)}`) : m.lastError })}
        </p>
      )}
    </li>
  );

  return (
    <Card title={t("title")} description={t("description")}>
      <div className="ap-stack">
        {data?.provider === "test" && <Alert tone="info">{t("testProvider")}</Alert>}
        <div className="ap-texts__toolbar">
          <SelectField
            label={t("filter")}
            value={status ?? ""}
            onChange={(event) => setStatus(isStatus(event.target.value) ? event.target.value : undefined)}
            options={[
              { value: "", label: t("all") },
              ...textMessageStatuses.map((value) => ({ value, label: t(`statuses.${value}`) })),
            ]}
          />
          {data && (
            <p className="ap-texts__meta">
              {t("shown", { shown: data.messages.length, total: data.total })}
              {data.optedOut > 0 ? ` · ${t("optedOut", { count: data.optedOut })}` : ""}
            </p>
          )}
        </div>
        {messages.isPending && <Skeleton lines={4} />}
        {messages.isError && (
          <Alert
            tone="error"
            title={t("loadFailed")}
            action={
              <Button variant="secondary" size="sm" onClick={() => void messages.refetch()}>
                {t("retry")}
              </Button>
            }
          />
        )}
        {data && <OpenedRowMissing id={opened.id} shown={data.messages.map((m) => ({ id: m.consentId }))} />}
        {data && data.messages.length === 0 && <EmptyState title={t("empty")} />}
        {data && data.messages.length > 0 && <ul className="ap-texts">{data.messages.map(item)}</ul>}
      </div>
    </Card>
  );
}
