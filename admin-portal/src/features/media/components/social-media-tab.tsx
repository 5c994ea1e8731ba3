import {
  activeSocialLinks,
  type SocialMediaFormValues,
  type SocialMediaInput,
  type SocialMediaSettings,
  socialMediaInputSchema,
  socialPlatforms,
} from "@church/contracts";
import { errorText } from "@church/contracts/client";
import { Alert, Button, Card, Skeleton, Switch, TextField, toast } from "@church/ui-kit";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useSocialMedia } from "../api/get-social-media.ts";
import { useUpdateSocialMedia } from "../api/update-social-media.ts";
import { mediaNamespace } from "../media.texts.ts";
import "./media.css";

const toForm = (s?: SocialMediaSettings): SocialMediaFormValues => ({
  instagram: s?.instagram ?? "",
  facebook: s?.facebook ?? "",
  whatsapp: s?.whatsapp ?? "",
  enabled: s?.enabled ?? { instagram: false, facebook: false, whatsapp: false },
});

/** Social Media: three links each with a switch, Save, and a preview of the active ones. */
export function SocialMediaTab() {
  const { t } = useTranslation(mediaNamespace);
  const settings = useSocialMedia();
  const update = useUpdateSocialMedia();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<SocialMediaFormValues, unknown, SocialMediaInput>({
    resolver: zodResolver(socialMediaInputSchema),
    defaultValues: toForm(),
  });
  useEffect(() => {
    if (settings.data) reset(toForm(settings.data));
  }, [settings.data, reset]);

  const submit = handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: () => toast.success(t("social.saved")),
      onError: (error) =>
        toast.error(t("social.updateError"), { description: errorText(error, t("common.error")) }),
    }),
  );
  const values = watch();
  const links = activeSocialLinks({
    instagram: values.instagram?.trim() || null,
    facebook: values.facebook?.trim() || null,
    whatsapp: values.whatsapp?.trim() || null,
    enabled: values.enabled,
  });

  return (
    <div className="ap-stack">
      <Card title={t("social.title")} headingLevel={1} description={t("social.intro")}>
        {settings.isError ? (
          <Alert
            tone="error"
            title={t("common.loadFailed")}
            action={
              <Button size="sm" variant="secondary" onClick={() => void settings.refetch()}>
                {t("common.retry")}
              </Button>
            }
          >
            {errorText(settings.error, "")}
          </Alert>
        ) : settings.isPending ? (
          <Skeleton height="10rem" />
        ) : (
          <form className="ap-stack" onSubmit={submit} noValidate>
            {socialPlatforms.map((platform) => (
              <div key={platform} className="ap-form-row">
                <TextField
                  label={t(`social.${platform}`)}
                  type={platform === "whatsapp" ? "tel" : "url"}
                  hint={platform === "whatsapp" ? t("social.whatsappHint") : undefined}
                  error={errors[platform]?.message}
                  {...register(platform)}
                />
                <Switch
                  label={t("social.show", { platform: t(`social.platforms.${platform}`) })}
                  {...register(`enabled.${platform}`)}
                />
              </div>
            ))}
            <div className="ap-actions">
              <Button type="submit" loading={update.isPending}>
                {t("social.save")}
              </Button>
            </div>
          </form>
        )}
      </Card>
      <Card title={t("social.preview")}>
        {links.length === 0 ? (
          <p>{t("social.none")}</p>
        ) : (
          <ul className="ap-social-preview">
            {links.map((link) => (
              <li key={link.platform}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {t(`social.platforms.${link.platform}`)}
                </a>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
