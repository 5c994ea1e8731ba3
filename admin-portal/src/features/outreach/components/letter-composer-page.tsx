import {
  type CampaignFormValues,
  type CampaignInput,
  calendarDate,
  campaignInputSchema,
  easternInstant,
  easternZoneName,
  type NewsletterDraft,
  type NewsletterDraftContent,
  routes,
} from "@church/contracts";
import { ApiError, errorText } from "@church/contracts/client";
import { Alert, Button, Card, Dialog, Skeleton, TextField, toast } from "@church/ui-kit";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { type UseFormReturn, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { PictureInsertButton } from "../../../components/media-library/picture-insert-button.tsx";
import { RichTextFormField } from "../../../components/rich-text/rich-text-form-field.tsx";
import { api } from "../../../lib/api-client.ts";
import { useAudience } from "../api/get-audience.ts";
import { newsletterDraftQueryKey, useNewsletterDraft } from "../api/get-newsletter-drafts.ts";
import { useNewsletterSender } from "../api/newsletter-sender.ts";
import {
  useScheduleNewsletterDraft,
  useSendNewsletterDraft,
  useUnscheduleNewsletterDraft,
} from "../api/save-newsletter-draft.ts";
import { useSendTestCampaign } from "../api/send-campaign.ts";
import { type AutosaveStatus, useLetterAutosave } from "../hooks/use-letter-autosave.ts";
import { newsletterNamespace } from "../newsletter.texts.ts";
import { buffaloDateTime, localClock } from "./buffalo-time.ts";
import { CampaignPreview } from "./campaign-preview.tsx";
import "./outreach.css";

export interface LetterComposerPageProps {
  draftId: string;
  /** Back to the newsletter tab (after sending too). */
  onBack: () => void;
}

/** The form's values as a draft stores them: both languages, empty when unwritten. */
const draftContent = (values: CampaignFormValues): NewsletterDraftContent => ({
  subject: values.subject,
  content: values.content,
  translations: {
    sw: { subject: values.translations?.sw?.subject ?? "", content: values.translations?.sw?.content ?? "" },
  },
});

function SaveStatus({ status }: { status: AutosaveStatus }) {
  const { t, i18n } = useTranslation(newsletterNamespace);
  const text =
    status.kind === "saving"
      ? t("letter.saving")
      : status.kind === "saved"
        ? t("letter.saved", { time: localClock(status.at, i18n.language) })
        : status.kind === "offline"
          ? t("letter.offline")
          : null;
  return (
    <p className="ap-save-status ap-muted" role="status" data-state={status.kind}>
      {text}
    </p>
  );
}

/**
 * A newsletter letter as a page of its own (/admin/newsletter/:draftId): the English and Swahili words
 * in the articles' rich-text editor, saved as they are typed, a preview of either language in the
 * e-mail's real layout, a test to oneself, sending later (Buffalo time) or now after a review that says
 * who gets which version. Nothing on the page is lost to Escape, a reload or a closed tab.
 */
export function LetterComposerPage({ draftId, onBack }: LetterComposerPageProps) {
  const { t } = useTranslation(newsletterNamespace);
  const draft = useNewsletterDraft(draftId);
  const back = (
    <Button variant="secondary" size="sm" onClick={onBack}>
      ← {t("letter.back")}
    </Button>
  );
  if (draft.isPending) {
    return (
      <div className="ap-stack">
        <Card title={t("letter.newTitle")} headingLevel={1} actions={back} />
        <Skeleton lines={8} />
      </div>
    );
  }
  if (draft.isError || draft.data.state === "sent" || draft.data.state === "sending") {
    return (
      <div className="ap-stack">
        <Card title={t("letter.closedTitle")} headingLevel={1} actions={back}>
          <Alert tone={draft.isError ? "error" : "info"}>
            {draft.isError ? t("letter.notFound") : t("letter.sentAway")}
          </Alert>
        </Card>
      </div>
    );
  }
  return <LetterComposer key={draft.data.id} draft={draft.data} onBack={onBack} back={back} />;
}

function LetterComposer({
  draft,
  onBack,
  back,
}: {
  draft: NewsletterDraft;
  onBack: () => void;
  back: ReactNode;
}) {
  const { t, i18n } = useTranslation(newsletterNamespace);
  const queryClient = useQueryClient();
  const sender = useNewsletterSender();
  const test = useSendTestCampaign();
  const [previewing, setPreviewing] = useState<CampaignInput | null>(null);
  const [reviewing, setReviewing] = useState<CampaignInput | null>(null);
  const [current, setCurrent] = useState(draft);
  const form = useForm<CampaignFormValues, unknown, CampaignInput>({
    resolver: zodResolver(campaignInputSchema),
    defaultValues: { subject: draft.subject, content: draft.content, translations: draft.translations },
  });
  const { errors } = form.formState;
  const read = useCallback(() => draftContent(form.getValues()), [form]);
  const autosave = useLetterAutosave(draft, read);
  const { changed } = autosave;
  useEffect(() => {
    const subscription = form.watch((_, { name }) => {
      if (name) changed();
    });
    return () => subscription.unsubscribe();
  }, [form, changed]);

  // After a conflict: the letter as the server now holds it, to name who saved it and when.
  const { status } = autosave;
  const theirs = useQuery({
    queryKey: [...newsletterDraftQueryKey(draft.id), "latest"],
    queryFn: async () => (await api.call(routes.newsletterDrafts.get, { params: { id: draft.id } })).draft,
    enabled: status.kind === "conflict",
    staleTime: 0,
    gcTime: 0,
  });
  /** Their version in place of these words. */
  const loadTheirs = async () => {
    const latest = (await api.call(routes.newsletterDrafts.get, { params: { id: draft.id } })).draft;
    queryClient.setQueryData(newsletterDraftQueryKey(draft.id), latest);
    const words = { subject: latest.subject, content: latest.content, translations: latest.translations };
    form.reset(words);
    setCurrent(latest);
    autosave.adopt(latest, words);
  };
  const keepMine = async () => {
    const latest = (await api.call(routes.newsletterDrafts.get, { params: { id: draft.id } })).draft;
    setCurrent(latest);
    autosave.overwrite(latest.version);
  };

  const noSender = sender.isSuccess && sender.data === null;
  const sendTest = form.handleSubmit((campaign) =>
    test.mutate(campaign, {
      onSuccess: (result) => toast.success(t("composer.testSent", { email: result.to })),
      onError: (error) => toast.error(t("error"), { description: errorText(error, "") }),
    }),
  );
  const togglePreview = () =>
    previewing ? setPreviewing(null) : void form.handleSubmit((campaign) => setPreviewing(campaign))();
  const review = form.handleSubmit((campaign) => setReviewing(campaign));
  const locked = status.kind === "conflict" || status.kind === "closed";
  const subject = form.watch("subject");

  return (
    <div className="ap-stack ap-letter">
      <Card
        title={subject.trim() || t("letter.newTitle")}
        headingLevel={1}
        description={t("composer.goesToAll")}
        actions={back}
      >
        <SaveStatus status={status} />
      </Card>
      {status.kind === "conflict" && (
        <Alert
          tone="warning"
          title={t("letter.conflictTitle")}
          action={
            <span className="ap-actions">
              <Button size="sm" variant="secondary" onClick={() => void loadTheirs()}>
                {t("letter.loadTheirs")}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => void keepMine()}>
                {t("letter.keepMine")}
              </Button>
            </span>
          }
        >
          {theirs.data
            ? t(theirs.data.updatedBy ? "letter.conflictText" : "letter.conflictTextNoName", {
                name: theirs.data.updatedBy?.name,
                time: localClock(new Date(theirs.data.updatedAt), i18n.language),
              })
            : status.message}
        </Alert>
      )}
      {status.kind === "closed" && (
        <Alert tone="info" title={t("letter.closedTitle")}>
          {status.reason === "gone" ? t("letter.notFound") : t("letter.sentAway")}
        </Alert>
      )}
      <form id="letter-form" className="ap-stack" onSubmit={review} noValidate>
        {noSender ? (
          <Alert
            tone="warning"
            action={
              <Button size="sm" variant="secondary" onClick={onBack}>
                {t("letter.setSender")}
              </Button>
            }
          >
            {t("sender.missing")}
          </Alert>
        ) : sender.data ? (
          <p className="ap-muted">
            {t("sender.from", {
              name: `${sender.data.firstName} ${sender.data.lastName}`,
              email: sender.data.email,
            })}
          </p>
        ) : null}
        <div className="ap-versions">
          <fieldset className="ap-stack">
            <legend>{t("composer.english")}</legend>
            <TextField
              label={t("composer.subject")}
              required
              error={errors.subject?.message}
              {...form.register("subject")}
            />
            <RichTextFormField
              control={form.control}
              name="content"
              label={t("composer.content")}
              required
              error={errors.content?.message}
              pictureButton={(insert) => <PictureInsertButton language="en" onInsert={insert} />}
            />
          </fieldset>
          <fieldset className="ap-stack">
            <legend>{t("composer.swahili")}</legend>
            <p className="ap-muted">{t("composer.swahiliHint")}</p>
            <TextField
              label={`${t("composer.subject")} (SW)`}
              lang="sw"
              error={errors.translations?.sw?.subject?.message}
              {...form.register("translations.sw.subject")}
            />
            <RichTextFormField
              control={form.control}
              name="translations.sw.content"
              label={`${t("composer.content")} (SW)`}
              lang="sw"
              error={errors.translations?.sw?.content?.message}
              pictureButton={(insert) => <PictureInsertButton language="sw" onInsert={insert} />}
            />
          </fieldset>
        </div>
        <div className="ap-actions ap-letter__actions">
          <Button variant="secondary" onClick={togglePreview}>
            {previewing ? t("composer.hidePreview") : t("composer.preview")}
          </Button>
          <Button
            variant="secondary"
            onClick={() => void sendTest()}
            loading={test.isPending}
            disabled={noSender}
          >
            {t("composer.test")}
          </Button>
          <Button type="submit" disabled={noSender || locked}>
            {t("composer.review")}
          </Button>
        </div>
        {previewing && <CampaignPreview campaign={previewing} />}
      </form>
      <ScheduleCard
        draft={current}
        form={form}
        disabled={noSender || locked}
        saveNow={autosave.saveNow}
        onChanged={(next) => {
          setCurrent(next);
          autosave.adopt(next, read());
        }}
      />
      <ReviewDialog
        draftId={draft.id}
        campaign={reviewing}
        onClose={() => setReviewing(null)}
        saveNow={autosave.saveNow}
        onSent={onBack}
      />
    </div>
  );
}

/** Tomorrow in Buffalo, as the date field's first suggestion. */
const tomorrowInBuffalo = () => calendarDate(new Date(Date.now() + 86_400_000));

/** Send later: a day and a time entered and shown in Buffalo time, or the schedule cancelled. */
function ScheduleCard({
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

/** The last look before sending: how many subscribers get which version. */
function ReviewDialog({
  draftId,
  campaign,
  onClose,
  saveNow,
  onSent,
}: {
  draftId: string;
  campaign: CampaignInput | null;
  onClose: () => void;
  saveNow: () => Promise<number>;
  onSent: () => void;
}) {
  const { t } = useTranslation(newsletterNamespace);
  const open = campaign !== null;
  const audience = useAudience(open);
  const send = useSendNewsletterDraft(draftId);
  const counts = audience.data;
  const confirmSend = async () => {
    const version = await saveNow();
    send.mutate(version, {
      onSuccess: (result) => {
        toast.success(t("composer.sent"), {
          description: t("sentTo", { count: result.campaign.recipients }),
        });
        onSent();
      },
      onError: (error) => toast.error(t("composer.sendError"), { description: errorText(error, "") }),
    });
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t("composer.review")}
      description={t("composer.goesToAll")}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("composer.back")}
          </Button>
          <Button
            onClick={() => void confirmSend()}
            loading={send.isPending}
            disabled={!counts || counts.total === 0}
          >
            {t("composer.submit")}
          </Button>
        </>
      }
    >
      {campaign && (
        <section className="ap-stack" aria-labelledby="campaign-confirm">
          {!counts ? (
            <Skeleton lines={3} />
          ) : counts.total === 0 ? (
            <Alert tone="warning">{t("composer.noSubscribers")}</Alert>
          ) : (
            <>
              <h3 id="campaign-confirm" className="ap-confirm-title">
                {t("composer.confirmTitle", { subject: campaign.subject, count: counts.total })}
              </h3>
              <ul className="ap-confirm-list">
                <li>{t("composer.confirmEnglish", { count: counts.en })}</li>
                {counts.sw > 0 && (
                  <li>
                    {campaign.translations.sw
                      ? t("composer.confirmSwahili", { count: counts.sw })
                      : t("composer.confirmSwahiliFallback", { count: counts.sw })}
                  </li>
                )}
              </ul>
              <p className="ap-muted">{t("composer.confirmNote")}</p>
            </>
          )}
        </section>
      )}
    </Dialog>
  );
}
