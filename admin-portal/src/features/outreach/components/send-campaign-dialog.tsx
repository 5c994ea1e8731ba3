import { type CampaignFormValues, type CampaignInput, campaignInputSchema } from "@church/contracts";
import { Alert, Button, Dialog, DialogClose, TextArea, TextField, toast } from "@church/ui-kit";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useSendCampaign } from "../api/send-campaign.ts";
import { outreachNamespace } from "../outreach.i18n.ts";
import { errorText } from "./outreach-helpers.ts";

export interface SendCampaignDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const blank: CampaignFormValues = { firstName: "", lastName: "", email: "", subject: "", content: "" };

/** The newsletter send form: every field required; it goes to all active subscribers. */
export function SendCampaignDialog({ open, onOpenChange }: SendCampaignDialogProps) {
  const { t } = useTranslation(outreachNamespace);
  const send = useSendCampaign();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CampaignFormValues, unknown, CampaignInput>({
    resolver: zodResolver(campaignInputSchema),
    defaultValues: blank,
  });
  useEffect(() => {
    if (open) reset(blank);
  }, [open, reset]);

  const submit = handleSubmit((body) =>
    send.mutate(body, {
      onSuccess: (result) => {
        toast.success(t("newsletter.sent"), { description: result.message });
        onOpenChange(false);
      },
      onError: (error) =>
        toast.error(t("newsletter.sendError"), { description: errorText(error, t("common.error")) }),
    }),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("newsletter.sendTitle")}
      description={t("newsletter.goesToAll")}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t("common.cancel")}</Button>
          </DialogClose>
          <Button type="submit" form="campaign-form" loading={send.isPending}>
            {t("newsletter.submit")}
          </Button>
        </>
      }
    >
      <form id="campaign-form" className="ap-stack" onSubmit={submit} noValidate>
        <Alert tone="info">{t("newsletter.goesToAll")}</Alert>
        <div className="ap-form-row">
          <TextField
            label={t("newsletter.firstName")}
            required
            error={errors.firstName?.message}
            {...register("firstName")}
          />
          <TextField
            label={t("newsletter.lastName")}
            required
            error={errors.lastName?.message}
            {...register("lastName")}
          />
        </div>
        <TextField
          label={t("newsletter.senderEmail")}
          type="email"
          required
          error={errors.email?.message}
          {...register("email")}
        />
        <TextField
          label={t("newsletter.subject")}
          required
          error={errors.subject?.message}
          {...register("subject")}
        />
        <TextArea
          label={t("newsletter.content")}
          required
          rows={8}
          error={errors.content?.message}
          {...register("content")}
        />
      </form>
    </Dialog>
  );
}
