import {
  type CampaignFormValues,
  type CampaignInput,
  campaignInputSchema,
  type NewsletterDraft,
  type NewsletterDraftContent,
  routes,
} from "@church/contracts";
import { errorText } from "@church/contracts/client";
import { Alert, Button, Card, Skeleton, TextField, toast } from "@church/ui-kit";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { PictureInsertButton } from "../../../components/media-library/picture-insert-button.tsx";
import { RichTextFormField } from "../../../components/rich-text/rich-text-form-field.tsx";
import { api } from "../../../lib/api-client.ts";
import { newsletterDraftQueryKey, useNewsletterDraft } from "../api/get-newsletter-drafts.ts";
import { useNewsletterSender } from "../api/newsletter-sender.ts";
import { useSendTestCampaign } from "../api/send-campaign.ts";
import { type AutosaveStatus, useLetterAutosave } from "../hooks/use-letter-autosave.ts";
import { newsletterNamespace } from "../newsletter.texts.ts";
import { localClock } from "./buffalo-time.ts";
import { CampaignPreview } from "./campaign-preview.tsx";
import { ReviewDialog } from "./letter-review-dialog.tsx";
import { ScheduleCard } from "./letter-schedule-card.tsx";
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
