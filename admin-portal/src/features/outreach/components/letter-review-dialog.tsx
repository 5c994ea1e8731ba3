import type { CampaignInput } from "@church/contracts";
import { errorText } from "@church/contracts/client";
import { Alert, Button, Dialog, Skeleton, toast } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { useAudience } from "../api/get-audience.ts";
import { useSendNewsletterDraft } from "../api/save-newsletter-draft.ts";
import { newsletterNamespace } from "../newsletter.texts.ts";

/** The last look before sending: how many subscribers get which version. */
export function ReviewDialog({
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
