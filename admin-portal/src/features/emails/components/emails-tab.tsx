import type { OutboxEmail } from "@church/contracts";
import { errorText } from "@church/contracts/client";
import {
  Alert,
  Badge,
  type BadgeTone,
  Button,
  Card,
  EmptyState,
  SelectField,
  Skeleton,
  toast,
} from "@church/ui-kit";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { dateTimeFormat } from "../../../lib/date-time-format.ts";
import { useEmails } from "../api/get-emails.ts";
import { useResendEmail } from "../api/resend-email.ts";
import { emailsNamespace } from "../emails.texts.ts";
import "./emails.css";

const filters = ["all", "sent", "held", "failed"] as const;
type Filter = (typeof filters)[number];

/** What an e-mail's badge says: "held" is a waiting e-mail kept because no mail server is set up. */
const stateOf = (email: OutboxEmail) => (email.held ? "held" : email.status);
const tones: Record<ReturnType<typeof stateOf>, BadgeTone> = {
  sent: "success",
  held: "warning",
  failed: "danger",
  pending: "info",
  sending: "info",
};

/**
 * The administrators' view of the outbox: every e-mail the site sent, held (no SMTP) or failed to
 * send, with its text; a failed one can be sent again.
 */
export function EmailsTab() {
  const { t, i18n } = useTranslation(emailsNamespace);
  const [filter, setFilter] = useState<Filter>("all");
  // "Held" e-mails are waiting ones: the list of waiting e-mails, narrowed here.
  const emails = useEmails(filter === "all" ? undefined : filter === "held" ? "pending" : filter);
  const resend = useResendEmail();
  const when = dateTimeFormat(i18n.language);
  const list = (emails.data?.emails ?? []).filter((email) => filter !== "held" || email.held);

  const sendAgain = (email: OutboxEmail) =>
    resend.mutate(email.id, {
      onSuccess: () => toast.success(t("resent")),
      onError: (error) => toast.error(t("resendError"), { description: errorText(error, "") }),
    });

  return (
    <Card title={t("title")} headingLevel={1} description={t("intro")}>
      <div className="ap-stack">
        {emails.data && !emails.data.smtpConfigured && <Alert tone="info">{t("noSmtp")}</Alert>}
        <SelectField
          label={t("filter")}
          value={filter}
          onChange={(event) => setFilter(event.target.value as Filter)}
          options={filters.map((value) => ({ value, label: t(`filters.${value}`) }))}
        />
        {emails.isError ? (
          <Alert
            tone="error"
            title={t("loadFailed")}
            action={
              <Button size="sm" variant="secondary" onClick={() => void emails.refetch()}>
                {t("retry")}
              </Button>
            }
          >
            {errorText(emails.error, "")}
          </Alert>
        ) : emails.isPending ? (
          <Skeleton lines={6} />
        ) : list.length === 0 ? (
          <EmptyState title={t("empty")} headingLevel="none" />
        ) : (
          <>
            <p className="ap-email__meta" aria-live="polite">
              {t("count", { count: list.length })}
            </p>
            <ul className="ap-emails">
              {list.map((email) => (
                <li key={email.id}>
                  <article className="ap-email" aria-labelledby={`email-${email.id}`}>
                    <div className="ap-email__head">
                      <h2 id={`email-${email.id}`}>{email.subject}</h2>
                      <Badge tone={tones[stateOf(email)]}>{t(`status.${stateOf(email)}`)}</Badge>
                    </div>
                    <p className="ap-email__meta">
                      {t("to", { to: email.to })}
                      {email.replyTo && <> · {t("replyTo", { replyTo: email.replyTo })}</>}
                    </p>
                    <p className="ap-email__meta">
                      {email.sentAt
                        ? t("sentAt", { when: when.format(new Date(email.sentAt)) })
                        : t("created", { when: when.format(new Date(email.createdAt)) })}{" "}
                      · {t("kind", { kind: email.kind })}
                      {email.attempts > 0 && <> · {t("attempts", { count: email.attempts })}</>}
                    </p>
                    {email.attachments.length > 0 && (
                      <p className="ap-email__meta">
                        {t("attachments", { files: email.attachments.map((a) => a.filename).join(", ") })}
                      </p>
                    )}
                    {email.status === "failed" && email.lastError && (
                      <p className="ap-email__error">{t("error", { error: email.lastError })}</p>
                    )}
                    <details className="ap-email__text">
                      <summary>{t("showText")}</summary>
                      <pre>{email.text}</pre>
                    </details>
                    {email.status === "failed" && (
                      <div>
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={t("resendFor", { subject: email.subject })}
                          loading={resend.isPending && resend.variables === email.id}
                          onClick={() => sendAgain(email)}
                        >
                          {t("resend")}
                        </Button>
                      </div>
                    )}
                  </article>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Card>
  );
}
