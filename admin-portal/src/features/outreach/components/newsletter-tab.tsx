import { type Campaign, newsletterLetterPath, subscriberDisplayName } from "@church/contracts";
import { errorText } from "@church/contracts/client";
import { Alert, Badge, Button, Card, Skeleton, toast } from "@church/ui-kit";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { useOpenedRow } from "../../../components/opened-row/opened-row.tsx";
import { dateTimeFormat } from "../../../lib/date-time-format.ts";
import { useCampaigns } from "../api/get-campaigns.ts";
import { useSubscribers } from "../api/get-subscribers.ts";
import { useCreateNewsletterDraft } from "../api/save-newsletter-draft.ts";
import { newsletterNamespace } from "../newsletter.texts.ts";
import { LetterDrafts } from "./letter-drafts.tsx";
import { SenderSettings } from "./sender-settings.tsx";
import { SubscribersDialog } from "./subscribers-dialog.tsx";
import "./outreach.css";

export interface NewsletterTabProps {
  /** Starts a letter at once (the overview's Send Newsletter quick action). */
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

/**
 * "Sent to 12 recipients" and, as the queue works, how many were delivered, held (no mail server yet),
 * failed or still wait.
 */
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
      {deliveries.held > 0 && (
        <>
          <br />
          <span className="ap-muted">{t("heldHint")}</span>
        </>
      )}
    </span>
  );
}

/**
 * Newsletter: the sender (saved once), the letters being written (each opens its composer page), the
 * first 5 subscribers with the totals and a full list to manage, the last 5 campaigns with their
 * delivery counts, and New letter.
 */
export function NewsletterTab({ startWithForm = false, onFormOpened }: NewsletterTabProps) {
  const { t, i18n } = useTranslation(newsletterNamespace);
  const subscribers = useSubscribers();
  const campaigns = useCampaigns();
  const navigate = useNavigate();
  const create = useCreateNewsletterDraft();
  const newLetter = () =>
    create.mutate(undefined, {
      onSuccess: (draft) => navigate(newsletterLetterPath(draft.id)),
      onError: (error) => toast.error(t("error"), { description: errorText(error, "") }),
    });
  const startedOnce = useRef(false);
  // A link to one subscriber (`?tab=newsletter&id=…`, decision 033) opens the list with them marked.
  const linked = useOpenedRow().id;
  const [listOpen, setListOpen] = useState(linked !== null);
  useEffect(() => {
    if (startWithForm && !startedOnce.current) {
      startedOnce.current = true;
      onFormOpened?.();
      newLetter();
    }
  });
  const when = dateTimeFormat(i18n.language);
  const totals = subscribers.data;

  return (
    <div className="ap-stack">
      <Card
        title={t("title")}
        headingLevel={1}
        description={t("intro")}
        actions={
          <Button onClick={newLetter} loading={create.isPending}>
            {create.isPending ? t("creating") : t("send")}
          </Button>
        }
      />
      <SenderSettings />
      <LetterDrafts onOpen={(id) => navigate(newsletterLetterPath(id))} />
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
      <SubscribersDialog open={listOpen} onOpenChange={setListOpen} />
    </div>
  );
}
