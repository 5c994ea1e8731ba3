import { type Campaign, subscriberDisplayName } from "@church/contracts";
import { errorText } from "@church/contracts/client";
import { Alert, Badge, Button, Card, Skeleton } from "@church/ui-kit";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useOpenedRow } from "../../../components/opened-row/opened-row.tsx";
import { dateTimeFormat } from "../../../lib/date-time-format.ts";
import { useCampaigns } from "../api/get-campaigns.ts";
import { useSubscribers } from "../api/get-subscribers.ts";
import { newsletterNamespace } from "../newsletter.texts.ts";
import { SendCampaignDialog } from "./send-campaign-dialog.tsx";
import { SenderSettings } from "./sender-settings.tsx";
import { SubscribersDialog } from "./subscribers-dialog.tsx";
import "./outreach.css";

export interface NewsletterTabProps {
  /** Opens the send form at once (the overview's Send Newsletter quick action). */
  startWithForm?: boolean;
  onFormOpened?: () => void;
}

const statusTone = { active: "success", pending: "warning", unsubscribed: "neutral" } as const;

function LoadError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation(newsletterNamespace);
  return (
    <Alert
      tone="error"
      title={t("loadFailed")}
      action={
        <Button size="sm" variant="secondary" onClick={retry}>
          {t("retry")}
        </Button>
      }
    >
      {errorText(error, "")}
    </Alert>
  );
}

/** "Sent to 12 recipients" and, as the queue works, how many were delivered, failed or still wait. */
function CampaignStatus({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation(newsletterNamespace);
  const { deliveries } = campaign;
  return (
    <span className="ap-muted">
      {campaign.status === "sending"
        ? t("sending", { count: campaign.recipients })
        : campaign.status === "failed"
          ? t("failed")
          : t("sentTo", { count: campaign.recipients })}
      <br />
      <span data-testid="campaign-deliveries">{t("delivery", deliveries)}</span>
    </span>
  );
}

/**
 * Newsletter: the sender (saved once), the first 5 subscribers with the totals and a full list to
 * manage, the last 5 campaigns with their delivery counts, and Send Campaign.
 */
export function NewsletterTab({ startWithForm = false, onFormOpened }: NewsletterTabProps) {
  const { t, i18n } = useTranslation(newsletterNamespace);
  const subscribers = useSubscribers();
  const campaigns = useCampaigns();
  const [formOpen, setFormOpen] = useState(false);
  // A link to one subscriber (`?tab=newsletter&id=…`, decision 033) opens the list with them marked.
  const linked = useOpenedRow().id;
  const [listOpen, setListOpen] = useState(linked !== null);
  useEffect(() => {
    if (startWithForm) {
      setFormOpen(true);
      onFormOpened?.();
    }
  }, [startWithForm, onFormOpened]);
  const when = dateTimeFormat(i18n.language);
  const totals = subscribers.data;

  return (
    <div className="ap-stack">
      <Card
        title={t("title")}
        headingLevel={1}
        description={t("intro")}
        actions={<Button onClick={() => setFormOpen(true)}>{t("send")}</Button>}
      />
      <SenderSettings />
      <div className="ap-two-columns">
        <Card
          title={t("subscribers")}
          description={
            totals
              ? [
                  t("counts.total", { count: totals.total }),
                  t("counts.active", { count: totals.activeCount }),
                  t("counts.pending", { count: totals.pendingCount }),
                ].join(" · ")
              : undefined
          }
          actions={
            <Button size="sm" variant="secondary" onClick={() => setListOpen(true)}>
              {t("manage")}
            </Button>
          }
        >
          {subscribers.isError ? (
            <LoadError error={subscribers.error} retry={() => void subscribers.refetch()} />
          ) : subscribers.isPending ? (
            <Skeleton lines={5} />
          ) : subscribers.data.subscribers.length === 0 ? (
            <p>{t("noSubscribers")}</p>
          ) : (
            <ul className="ap-rows" aria-label={t("subscribersCaption")}>
              {subscribers.data.subscribers.map((s) => (
                <li key={s.id}>
                  <span>
                    <strong>{subscriberDisplayName(s)}</strong>
                    <span className="ap-muted"> {s.email}</span>
                  </span>
                  <Badge tone={statusTone[s.status]}>{t(`statuses.${s.status}`)}</Badge>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title={t("campaigns")}>
          {campaigns.isError ? (
            <LoadError error={campaigns.error} retry={() => void campaigns.refetch()} />
          ) : campaigns.isPending ? (
            <Skeleton lines={5} />
          ) : campaigns.data.length === 0 ? (
            <p>{t("noCampaigns")}</p>
          ) : (
            <ul className="ap-rows" aria-label={t("campaigns")}>
              {campaigns.data.map((c) => (
                <li key={c.id} aria-label={c.subject}>
                  <span>
                    <strong>{c.subject}</strong>
                    <br />
                    <CampaignStatus campaign={c} />
                  </span>
                  <span className="ap-muted">{when.format(new Date(c.sentAt ?? c.createdAt))}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      <SendCampaignDialog open={formOpen} onOpenChange={setFormOpen} />
      <SubscribersDialog open={listOpen} onOpenChange={setListOpen} />
    </div>
  );
}
