import {
  type CampaignFormValues,
  type CampaignInput,
  calendarDate,
  easternInstant,
  easternZoneName,
  type NewsletterDraft,
} from "@church/contracts";
import { ApiError, errorText } from "@church/contracts/client";
import { Alert, Button, Card, TextField, toast } from "@church/ui-kit";
import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useScheduleNewsletterDraft, useUnscheduleNewsletterDraft } from "../api/save-newsletter-draft.ts";
import { newsletterNamespace } from "../newsletter.texts.ts";
import { buffaloDateTime } from "./buffalo-time.ts";

/** Tomorrow in Buffalo, as the date field's first suggestion. */
const tomorrowInBuffalo = () => calendarDate(new Date(Date.now() + 86_400_000));

/** Send later: a day and a time entered and shown in Buffalo time, or the schedule cancelled. */
export function ScheduleCard({
  draft,
  form,
  disabled,
  saveNow,
  onChanged,
}: {
  draft: NewsletterDraft;
  form: UseFormReturn<CampaignFormValues, unknown, CampaignInput>;
  disabled: boolean;
  saveNow: () => Promise<number>;
  onChanged: (draft: NewsletterDraft) => void;
}) {
  const { t, i18n } = useTranslation(newsletterNamespace);
  const schedule = useScheduleNewsletterDraft(draft.id);
  const unschedule = useUnscheduleNewsletterDraft(draft.id);
  const [date, setDate] = useState(tomorrowInBuffalo);
  const [time, setTime] = useState("09:00");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const zone = easternZoneName(Date.now());

  const submit = form.handleSubmit(async () => {
    if (!date || !time) {
      setFieldError(t("letter.schedule.required"));
      return;
    }
    setFieldError(undefined);
    const version = await saveNow();
    const scheduledAt = new Date(easternInstant(date, time)).toISOString();
    schedule.mutate(
      { version, scheduledAt },
      {
        onSuccess: (next) => {
          toast.success(t("letter.schedule.scheduled"), {
            description: buffaloDateTime(scheduledAt, i18n.language),
          });
          onChanged(next);
        },
        onError: (error) => {
          const scheduledAt = error instanceof ApiError ? error.fields?.scheduledAt : undefined;
          if (scheduledAt) setFieldError(scheduledAt);
          else toast.error(t("error"), { description: errorText(error, "") });
        },
      },
    );
  });
  const cancel = () =>
    unschedule.mutate(undefined, {
      onSuccess: (next) => {
        toast.success(t("letter.schedule.unscheduled"));
        onChanged(next);
      },
      onError: (error) => toast.error(t("error"), { description: errorText(error, "") }),
    });

  const missed = draft.state === "draft" && draft.scheduledAt && Date.parse(draft.scheduledAt) < Date.now();
  return (
    <Card title={t("letter.schedule.title")} description={t("letter.schedule.hint", { zone })}>
      {draft.state === "scheduled" && draft.scheduledAt ? (
        <div className="ap-stack">
          <Alert tone="info">
            {t("letter.schedule.scheduledFor", { when: buffaloDateTime(draft.scheduledAt, i18n.language) })}
          </Alert>
          <div className="ap-actions">
            <Button variant="secondary" onClick={cancel} loading={unschedule.isPending}>
              {t("letter.schedule.cancel")}
            </Button>
          </div>
        </div>
      ) : (
        <div className="ap-stack">
          {missed && draft.scheduledAt && (
            <Alert tone="warning">
              {t("letter.schedule.missed", { when: buffaloDateTime(draft.scheduledAt, i18n.language) })}
            </Alert>
          )}
          <div className="ap-schedule-fields">
            <TextField
              label={t("letter.schedule.date")}
              type="date"
              value={date}
              onChange={(event) => setDate(event.target.value)}
              error={fieldError}
            />
            <TextField
              label={t("letter.schedule.time")}
              type="time"
              value={time}
              onChange={(event) => setTime(event.target.value)}
            />
          </div>
          <div className="ap-actions">
            <Button onClick={() => void submit()} loading={schedule.isPending} disabled={disabled}>
              {t("letter.schedule.submit")}
            </Button>
          </div>
        </div>
      )}
    </Card>
  );
}
