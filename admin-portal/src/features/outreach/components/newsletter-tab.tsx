import { subscriberDisplayName } from "@church/contracts";
import { Alert, Badge, Button, Card, Skeleton } from "@church/ui-kit";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCampaigns } from "../api/get-campaigns.ts";
import { useSubscribers } from "../api/get-subscribers.ts";
import { outreachNamespace } from "../outreach.i18n.ts";
import { dateTimeFormat, errorText } from "./outreach-helpers.ts";
import { SendCampaignDialog } from "./send-campaign-dialog.tsx";
import "./outreach.css";

export interface NewsletterTabProps {
  /** Opens the send form at once (the overview's Send Newsletter quick action). */
  startWithForm?: boolean;
  onFormOpened?: () => void;
}

function LoadError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation(outreachNamespace);
  return (
    <Alert
      tone="error"
      title={t("common.loadFailed")}
      action={
        <Button size="sm" variant="secondary" onClick={retry}>
          {t("common.retry")}
        </Button>
      }
    >
      {errorText(error, "")}
    </Alert>
  );
}

/** Newsletter: the first 5 subscribers, the total, the last 5 campaigns and Send Campaign. */
export function NewsletterTab({ startWithForm = false, onFormOpened }: NewsletterTabProps) {
  const { t, i18n } = useTranslation(outreachNamespace);
  const subscribers = useSubscribers();
  const campaigns = useCampaigns();
  const [formOpen, setFormOpen] = useState(false);
  useEffect(() => {
    if (startWithForm) {
      setFormOpen(true);
      onFormOpened?.();
    }
  }, [startWithForm, onFormOpened]);
  const when = dateTimeFormat(i18n.language);

  return (
    <div className="ap-stack">
      <Card
        title={t("newsletter.title")}
        headingLevel={1}
        description={t("newsletter.intro")}
        actions={<Button onClick={() => setFormOpen(true)}>{t("newsletter.send")}</Button>}
      />
      <div className="ap-two-columns">
        <Card
          title={t("newsletter.subscribers")}
          description={
            subscribers.data
              ? `${t("newsletter.total", { count: subscribers.data.total })} · ${t("newsletter.active", { count: subscribers.data.activeCount })}`
              : undefined
          }
        >
          {subscribers.isError ? (
            <LoadError error={subscribers.error} retry={() => void subscribers.refetch()} />
          ) : subscribers.isPending ? (
            <Skeleton lines={5} />
          ) : subscribers.data.subscribers.length === 0 ? (
            <p>{t("newsletter.noSubscribers")}</p>
          ) : (
            <ul className="ap-rows" aria-label={t("newsletter.subscribersCaption")}>
              {subscribers.data.subscribers.map((s) => (
                <li key={s.id}>
                  <span>
                    <strong>{subscriberDisplayName(s)}</strong>
                    <span className="ap-muted"> {s.email}</span>
                  </span>
                  <Badge tone={s.status === "active" ? "success" : "neutral"}>
                    {t(`newsletter.statuses.${s.status}`)}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title={t("newsletter.campaigns")}>
          {campaigns.isError ? (
            <LoadError error={campaigns.error} retry={() => void campaigns.refetch()} />
          ) : campaigns.isPending ? (
            <Skeleton lines={5} />
          ) : campaigns.data.length === 0 ? (
            <p>{t("newsletter.noCampaigns")}</p>
          ) : (
            <ul className="ap-rows">
              {campaigns.data.map((c) => (
                <li key={c.id}>
                  <span>
                    <strong>{c.subject}</strong>
                    <span className="ap-muted">
                      {" "}
                      {c.status === "sending"
                        ? t("newsletter.sending", { count: c.recipients })
                        : c.status === "failed"
                          ? t("newsletter.failed")
                          : t("newsletter.sentTo", { count: c.recipients })}
                    </span>
                  </span>
                  <span className="ap-muted">{when.format(new Date(c.sentAt ?? c.createdAt))}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      <SendCampaignDialog open={formOpen} onOpenChange={setFormOpen} />
    </div>
  );
}
