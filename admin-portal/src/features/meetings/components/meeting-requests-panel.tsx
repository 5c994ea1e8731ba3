import {
  type MeetingRequest,
  meetingFormatLabels,
  meetingTypeLabels,
  meetingUrgencyLabels,
} from "@church/contracts";
import { Alert, Badge, Button, Card, ConfirmDialog, EmptyState, Skeleton, toast } from "@church/ui-kit";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { OpenedRowMissing, useOpenedRow } from "../../../components/opened-row/opened-row.tsx";
import { useDownloadMeetingCalendar } from "../api/download-meeting-calendar.ts";
import { useMeetingRequests } from "../api/get-meeting-requests.ts";
import { useCancelMeeting } from "../api/respond-meeting-request.ts";
import { meetingsNamespace } from "../meetings.texts.ts";
import { googleCalendarUrl, meetingSlot } from "./meeting-calendar.ts";
import { type MeetingAction, RespondDialog } from "./respond-dialog.tsx";
import "./meetings.css";

const statusTone = {
  pending: "warning",
  accepted: "success",
  declined: "danger",
  rescheduled: "info",
  cancelled: "neutral",
} as const;

const urgencyTone = { routine: "neutral", important: "warning", urgent: "danger" } as const;

/** Meeting requests of the Pastor Portal tab: cards with Accept / Decline / Suggest New Time. */
export function MeetingRequestsPanel() {
  const { t, i18n } = useTranslation(meetingsNamespace);
  const language = i18n.language === "sw" ? "sw" : "en";
  const requests = useMeetingRequests();
  const opened = useOpenedRow();
  const [responding, setResponding] = useState<MeetingRequest | undefined>();
  const [action, setAction] = useState<MeetingAction>("accept");
  const [cancelling, setCancelling] = useState<MeetingRequest | undefined>();
  const cancelMeeting = useCancelMeeting();
  const locale = language === "sw" ? "sw-KE" : "en-US";
  const day = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
  const stamp = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  const dateOf = (iso: string) => day.format(new Date(`${iso}T12:00:00`));

  const open = (request: MeetingRequest, kind: MeetingAction) => {
    setAction(kind);
    setResponding(request);
  };
  const calendarFile = useDownloadMeetingCalendar();
  const downloadIcs = (request: MeetingRequest) => {
    if (!meetingSlot(request)) {
      toast.error(t("error"), { description: t("calendarInvalid") });
      return;
    }
    calendarFile.mutate(request.id, {
      onError: () => toast.error(t("error"), { description: t("calendarFailed") }),
    });
  };
  const openGoogle = (request: MeetingRequest) => {
    const slot = meetingSlot(request);
    if (!slot) {
      toast.error(t("error"), { description: t("calendarInvalid") });
      return;
    }
    window.open(googleCalendarUrl(request, slot), "_blank", "noopener");
  };

  return (
    <Card
      title={t("title")}
      description={
        requests.data
          ? `${t("notificationsOn")} ${t("pending", { count: requests.data.pendingCount })}`
          : t("notificationsOn")
      }
    >
      {requests.isError ? (
        <Alert
          tone="error"
          title={t("loadFailed")}
          action={
            <Button size="sm" variant="secondary" onClick={() => void requests.refetch()}>
              {t("retry")}
            </Button>
          }
        />
      ) : requests.isPending ? (
        <Skeleton height="8rem" />
      ) : requests.data.meetingRequests.length === 0 ? (
        <EmptyState title={t("empty")} headingLevel="none" />
      ) : (
        <>
          <OpenedRowMissing id={opened.id} shown={requests.data.meetingRequests} />
          <ul className="ap-meetings">
            {requests.data.meetingRequests.map((r) => (
              <li key={r.id}>
                <article
                  className="ap-meeting"
                  aria-labelledby={`meeting-${r.id}`}
                  {...opened.rowProps(r.id)}
                >
                  <header className="ap-meeting__head">
                    <h3 id={`meeting-${r.id}`}>{r.subject}</h3>
                    <Badge tone={statusTone[r.status]}>{t(`statuses.${r.status}`)}</Badge>
                  </header>
                  <p>
                    <strong>{r.requesterName}</strong> ·{" "}
                    <a href={`mailto:${r.requesterEmail}`}>{r.requesterEmail}</a>
                    {r.requesterPhone && ` · ${t("phone", { phone: r.requesterPhone })}`}
                  </p>
                  <p>{t("requested", { date: dateOf(r.requestedDate), time: r.requestedTime })}</p>
                  {r.alternativeDate && r.alternativeTime && (
                    <p className="ap-muted">
                      {t("alternative", { date: dateOf(r.alternativeDate), time: r.alternativeTime })}
                    </p>
                  )}
                  <p className="ap-muted">
                    {t("type", { type: meetingTypeLabels[r.preferredMeetingType][language] })} ·{" "}
                    {t("format", { format: meetingFormatLabels[r.meetingFormat][language] })}
                  </p>
                  <p>
                    <Badge tone={urgencyTone[r.urgency]}>
                      {t("urgency", { urgency: meetingUrgencyLabels[r.urgency][language] })}
                    </Badge>
                  </p>
                  {r.videoLink && (
                    <p>
                      <a href={r.videoLink} target="_blank" rel="noopener noreferrer">
                        {t("videoLink")}
                      </a>{" "}
                      <span className="ap-muted">{r.videoLink}</span>
                    </p>
                  )}
                  <p className="ap-meeting__message">{r.message}</p>
                  {r.pastorResponse && <p>{t("response", { text: r.pastorResponse })}</p>}
                  {r.suggestedDate && r.suggestedTime && (
                    <p>{t("suggested", { date: dateOf(r.suggestedDate), time: r.suggestedTime })}</p>
                  )}
                  <p className="ap-muted">
                    {t("created", { when: stamp.format(new Date(r.createdAt)) })} ·{" "}
                    {t("updated", { when: stamp.format(new Date(r.updatedAt)) })}
                  </p>
                  {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form fieldset */}
                  <div
                    className="ap-actions"
                    role="group"
                    aria-label={t("actionsFor", { subject: r.requesterName })}
                  >
                    {r.status === "pending" && (
                      <>
                        <Button size="sm" onClick={() => open(r, "accept")}>
                          {t("accept")}
                        </Button>
                        <Button size="sm" variant="danger" onClick={() => open(r, "decline")}>
                          {t("decline")}
                        </Button>
                        <Button size="sm" variant="secondary" onClick={() => open(r, "reschedule")}>
                          {t("reschedule")}
                        </Button>
                      </>
                    )}
                    {r.status === "accepted" && (
                      <>
                        <Button size="sm" variant="secondary" onClick={() => downloadIcs(r)}>
                          {t("ics")}
                        </Button>
                        <Button size="sm" variant="secondary" onClick={() => openGoogle(r)}>
                          {t("google")}
                        </Button>
                        <Button size="sm" variant="danger" onClick={() => setCancelling(r)}>
                          {t("cancelMeeting")}
                        </Button>
                      </>
                    )}
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </>
      )}
      <ConfirmDialog
        open={cancelling !== undefined}
        onOpenChange={(value) => !value && setCancelling(undefined)}
        title={t("cancelTitle", { name: cancelling?.requesterName ?? "" })}
        description={t("cancelText", { name: cancelling?.requesterName ?? "" })}
        confirmLabel={t("cancelMeeting")}
        cancelLabel={t("keepMeeting")}
        tone="danger"
        onConfirm={async () => {
          if (!cancelling) return;
          try {
            await cancelMeeting.mutateAsync({ id: cancelling.id, body: {} });
            toast.success(t("cancelledToast"));
          } catch {
            toast.error(t("error"), { description: t("responseError") });
          }
          setCancelling(undefined);
        }}
      />
      <RespondDialog
        request={responding}
        initialAction={action}
        onOpenChange={(value) => !value && setResponding(undefined)}
      />
    </Card>
  );
}
