import { type CampaignFormValues, type CampaignInput, campaignInputSchema } from "@church/contracts";
import { errorText } from "@church/contracts/client";
import { Alert, Button, Dialog, DialogClose, Skeleton, TextField, toast } from "@church/ui-kit";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { RichTextFormField } from "../../../components/rich-text/rich-text-form-field.tsx";
import { useAudience } from "../api/get-audience.ts";
import { useNewsletterSender } from "../api/newsletter-sender.ts";
import { useSendCampaign, useSendTestCampaign } from "../api/send-campaign.ts";
import { newsletterNamespace } from "../newsletter.texts.ts";
import { CampaignPreview } from "./campaign-preview.tsx";

export interface SendCampaignDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const blank: CampaignFormValues = {
  subject: "",
  content: "",
  translations: { sw: { subject: "", content: "" } },
};

type Step = { kind: "compose" } | { kind: "confirm"; campaign: CampaignInput };

/**
 * The newsletter composer: the English version and the Swahili one side by side in the articles' rich
 * text editor, a preview of either in the e-mail's real layout, a test to oneself, then a review that
 * says how many subscribers get which version before anything is sent.
 */
export function SendCampaignDialog({ open, onOpenChange }: SendCampaignDialogProps) {
  const { t } = useTranslation(newsletterNamespace);
  const sender = useNewsletterSender();
  const audience = useAudience(open);
  const send = useSendCampaign();
  const test = useSendTestCampaign();
  const [step, setStep] = useState<Step>({ kind: "compose" });
  const [previewing, setPreviewing] = useState<CampaignInput | null>(null);
  const form = useForm<CampaignFormValues, unknown, CampaignInput>({
    resolver: zodResolver(campaignInputSchema),
    defaultValues: blank,
  });
  const { errors } = form.formState;
  useEffect(() => {
    if (open) {
      form.reset(blank);
      setStep({ kind: "compose" });
      setPreviewing(null);
    }
  }, [open, form]);

  const noSender = sender.isSuccess && sender.data === null;
  const sendTest = form.handleSubmit((campaign) =>
    test.mutate(campaign, {
      onSuccess: (result) => toast.success(t("composer.testSent", { email: result.to })),
      onError: (error) => toast.error(t("error"), { description: errorText(error, "") }),
    }),
  );
  const togglePreview = () =>
    previewing ? setPreviewing(null) : void form.handleSubmit((campaign) => setPreviewing(campaign))();
  const review = form.handleSubmit((campaign) => setStep({ kind: "confirm", campaign }));
  const confirmSend = (campaign: CampaignInput) =>
    send.mutate(campaign, {
      onSuccess: (result) => {
        toast.success(t("composer.sent"), {
          description: t("sentTo", { count: result.campaign.recipients }),
        });
        onOpenChange(false);
      },
      onError: (error) => toast.error(t("composer.sendError"), { description: errorText(error, "") }),
    });

  const counts = audience.data;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t("composer.title")}
      description={t("composer.goesToAll")}
      footer={
        step.kind === "compose" ? (
          <>
            <DialogClose asChild>
              <Button variant="secondary">{t("cancel")}</Button>
            </DialogClose>
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
            <Button type="submit" form="campaign-form" disabled={noSender}>
              {t("composer.review")}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={() => setStep({ kind: "compose" })}>
              {t("composer.back")}
            </Button>
            <Button
              onClick={() => confirmSend(step.campaign)}
              loading={send.isPending}
              disabled={!counts || counts.total === 0}
            >
              {t("composer.submit")}
            </Button>
          </>
        )
      }
    >
      {step.kind === "confirm" ? (
        <section className="ap-stack" aria-labelledby="campaign-confirm">
          {!counts ? (
            <Skeleton lines={3} />
          ) : counts.total === 0 ? (
            <Alert tone="warning">{t("composer.noSubscribers")}</Alert>
          ) : (
            <>
              <h3 id="campaign-confirm" className="ap-confirm-title">
                {t("composer.confirmTitle", { subject: step.campaign.subject, count: counts.total })}
              </h3>
              <ul className="ap-confirm-list">
                <li>{t("composer.confirmEnglish", { count: counts.en })}</li>
                {counts.sw > 0 && (
                  <li>
                    {step.campaign.translations.sw
                      ? t("composer.confirmSwahili", { count: counts.sw })
                      : t("composer.confirmSwahiliFallback", { count: counts.sw })}
                  </li>
                )}
              </ul>
              <p className="ap-muted">{t("composer.confirmNote")}</p>
            </>
          )}
        </section>
      ) : (
        <form id="campaign-form" className="ap-stack" onSubmit={review} noValidate>
          {noSender ? (
            <Alert tone="warning">{t("sender.missing")}</Alert>
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
              />
            </fieldset>
          </div>
          {previewing && <CampaignPreview campaign={previewing} />}
        </form>
      )}
    </Dialog>
  );
}
