import {
  isPublicContentKey,
  publicContentSettings,
  type SiteContentFormValues,
  type SiteContentInput,
  type SiteContentItem,
  siteContentInputSchema,
  siteSectionLabels,
  siteSections,
} from "@church/contracts";
import { errorText } from "@church/contracts/client";
import { SelectField, TextArea, TextField, toast } from "@church/ui-kit";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ImageFormField } from "../../../components/media-library/image-form-field.tsx";
import { useSaveSiteContent } from "../api/save-site-content.ts";
import { contentNamespace } from "../content.texts.ts";
import { publicSettingsNamespace } from "../public-settings.texts.ts";
import { ItemFormDialog } from "./item-form-dialog.tsx";
import type { SiteContentPreset } from "./public-settings-list.tsx";

export interface SiteContentFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  item?: SiteContentItem;
  /** Section and key of a new item (a public-site setting that has none yet). */
  preset?: SiteContentPreset;
}

const blank = (preset?: SiteContentPreset): SiteContentFormValues => ({
  section: preset?.section ?? "hero",
  key: preset?.key ?? "",
  title: "",
  content: "",
  imageUrl: "",
  status: "published",
  translations: { sw: { title: "", content: "" } },
});

const fromItem = (item: SiteContentItem): SiteContentFormValues => ({
  section: item.section,
  key: item.key,
  title: item.title,
  content: item.content,
  imageUrl: item.imageUrl ?? "",
  status: item.status,
  translations: {
    sw: { title: item.translations?.sw?.title ?? "", content: item.translations?.sw?.content ?? "" },
  },
});

/** Add or edit one site content item: section, key, title and content required; image a URL. */
export function SiteContentFormDialog({ open, onOpenChange, item, preset }: SiteContentFormDialogProps) {
  const { t, i18n } = useTranslation(contentNamespace);
  const { t: tp } = useTranslation(publicSettingsNamespace);
  const save = useSaveSiteContent();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    control,
    formState: { errors },
  } = useForm<SiteContentFormValues, unknown, SiteContentInput>({
    resolver: zodResolver(siteContentInputSchema),
    defaultValues: blank(),
  });

  useEffect(() => {
    if (open) reset(item ? fromItem(item) : blank(preset));
  }, [open, item, preset, reset]);
  const key = watch("key");
  const isVideo = isPublicContentKey(key) && publicContentSettings[key].kind === "youtube";

  const submit = handleSubmit((body) =>
    save.mutate(
      { id: item?.id, body },
      {
        onSuccess: () => {
          toast.success(t("site.updated"), { description: t("site.updatedText", { title: body.title }) });
          onOpenChange(false);
        },
        onError: (error) =>
          toast.error(t("site.saveError"), { description: errorText(error, t("common.error")) }),
      },
    ),
  );
  const language = i18n.language === "sw" ? "sw" : "en";

  return (
    <ItemFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={item ? t("site.editTitle") : t("site.addTitle")}
      formId="site-content-form"
      editing={!!item}
      saving={save.isPending}
    >
      <form id="site-content-form" className="ap-bilingual" onSubmit={submit} noValidate>
        <fieldset className="ap-stack">
          <legend>{t("common.english")}</legend>
          <div className="ap-form-row">
            <SelectField
              label={t("site.section")}
              required
              options={siteSections.map((s) => ({ value: s, label: siteSectionLabels[s][language] }))}
              {...register("section")}
            />
            <TextField
              label={t("site.key")}
              required
              hint={t("site.keyHint")}
              error={errors.key?.message}
              {...register("key")}
            />
          </div>
          <TextField
            label={t("common.title")}
            required
            error={errors.title?.message}
            {...register("title")}
          />
          <TextArea
            label={t("common.content")}
            required
            rows={isVideo ? 2 : 5}
            hint={isVideo ? tp("youtubeHint") : undefined}
            error={errors.content?.message}
            {...register("content")}
          />
          <ImageFormField
            control={control}
            name="imageUrl"
            label={t("common.imageUrl")}
            error={errors.imageUrl?.message}
          />
          <SelectField
            label={t("common.status")}
            options={[
              { value: "published", label: t("common.published") },
              { value: "draft", label: t("common.draft") },
            ]}
            {...register("status")}
          />
        </fieldset>
        <fieldset className="ap-stack">
          <legend>{t("common.swahili")}</legend>
          <p className="ap-muted">{t("common.swahiliHint")}</p>
          <TextField label={`${t("common.title")} (SW)`} lang="sw" {...register("translations.sw.title")} />
          <TextArea
            label={`${t("common.content")} (SW)`}
            lang="sw"
            rows={5}
            {...register("translations.sw.content")}
          />
        </fieldset>
      </form>
    </ItemFormDialog>
  );
}
