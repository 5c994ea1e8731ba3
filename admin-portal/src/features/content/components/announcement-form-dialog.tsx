import {
  type Announcement,
  type AnnouncementFormValues,
  type AnnouncementInput,
  announcementInputSchema,
  announcementPriorities,
  localToday,
} from "@church/contracts";
import { errorText } from "@church/contracts/client";
import { SelectField, TextArea, TextField, toast } from "@church/ui-kit";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { RichTextFormField } from "../../../components/rich-text/rich-text-form-field.tsx";
import { useSaveAnnouncement } from "../api/save-announcement.ts";
import { contentNamespace } from "../content.texts.ts";
import { formatDate, fromLocalInput, toLocalInput } from "./content-helpers.tsx";
import { FormPreview } from "./content-preview.tsx";
import { ItemFormDialog } from "./item-form-dialog.tsx";

export interface AnnouncementFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  announcement?: Announcement;
}

const blank = (): AnnouncementFormValues => ({
  title: "",
  category: "",
  summary: "",
  content: "",
  date: localToday(),
  time: "",
  author: "",
  priority: "normal",
  tags: "",
  location: "",
  contact: "",
  imageUrl: "",
  status: "draft",
  expiresAt: null,
  slug: "",
  translations: { sw: { title: "", summary: "", content: "" } },
});

const fromAnnouncement = (a: Announcement): AnnouncementFormValues => ({
  title: a.title,
  category: a.category,
  summary: a.summary,
  content: a.content,
  date: a.date,
  time: a.time ?? "",
  author: a.author,
  priority: a.priority,
  tags: a.tags.join(", "),
  location: a.location ?? "",
  contact: a.contact ?? "",
  imageUrl: a.imageUrl ?? "",
  status: a.status,
  expiresAt: a.expiresAt,
  slug: a.slug,
  translations: {
    sw: {
      title: a.translations?.sw?.title ?? "",
      summary: a.translations?.sw?.summary ?? "",
      content: a.translations?.sw?.content ?? "",
    },
  },
});

/** Add or edit an announcement, with its Swahili version beside the English one. */
export function AnnouncementFormDialog({ open, onOpenChange, announcement }: AnnouncementFormDialogProps) {
  const { t, i18n } = useTranslation(contentNamespace);
  const save = useSaveAnnouncement();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    watch,
    formState: { errors },
  } = useForm<AnnouncementFormValues, unknown, AnnouncementInput>({
    resolver: zodResolver(announcementInputSchema),
    defaultValues: blank(),
  });

  useEffect(() => {
    if (open) reset(announcement ? fromAnnouncement(announcement) : blank());
  }, [open, announcement, reset]);

  const submit = handleSubmit((body) =>
    save.mutate(
      { id: announcement?.id, body },
      {
        onSuccess: () => {
          toast.success(t(announcement ? "announcements.updated" : "announcements.created"), {
            description: body.title,
          });
          onOpenChange(false);
        },
        onError: (error) =>
          toast.error(t("announcements.saveError"), { description: errorText(error, t("common.error")) }),
      },
    ),
  );
  const expiresAt = watch("expiresAt");

  return (
    <ItemFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={announcement ? t("announcements.editTitle") : t("announcements.addTitle")}
      formId="announcement-form"
      editing={!!announcement}
      saving={save.isPending}
    >
      <form id="announcement-form" className="ap-bilingual" onSubmit={submit} noValidate>
        <fieldset className="ap-stack">
          <legend>{t("common.english")}</legend>
          <TextField
            label={t("common.title")}
            required
            error={errors.title?.message}
            {...register("title")}
          />
          <TextField
            label={t("common.category")}
            required
            error={errors.category?.message}
            {...register("category")}
          />
          <TextArea
            label={t("announcements.summary")}
            required
            rows={2}
            error={errors.summary?.message}
            {...register("summary")}
          />
          <RichTextFormField
            control={control}
            name="content"
            label={t("common.content")}
            required
            hint={t("richText.hint")}
            error={errors.content?.message}
          />
          <div className="ap-form-row">
            <TextField
              label={t("announcements.date")}
              type="date"
              required
              hint={
                announcement?.publishedAt
                  ? `${t("announcements.dateHint")} ${t("announcements.publishedOn", { date: formatDate(announcement.publishedAt, i18n.language) })}`
                  : t("announcements.dateHint")
              }
              error={errors.date?.message}
              {...register("date")}
            />
            <TextField label={t("common.time")} error={errors.time?.message} {...register("time")} />
          </div>
          <div className="ap-form-row">
            <SelectField
              label={t("announcements.priority")}
              options={announcementPriorities.map((p) => ({
                value: p,
                label: t(`announcements.priorities.${p}`),
              }))}
              {...register("priority")}
            />
            <SelectField
              label={t("common.status")}
              options={[
                { value: "draft", label: t("common.draft") },
                { value: "published", label: t("common.published") },
              ]}
              {...register("status")}
            />
          </div>
          <TextField label={t("common.author")} {...register("author")} />
          <TextField
            label={t("common.location")}
            error={errors.location?.message}
            {...register("location")}
          />
          <TextField label={t("announcements.contact")} {...register("contact")} />
          <TextField label={t("common.tags")} hint={t("common.tagsHint")} {...register("tags")} />
          <TextField
            label={t("common.imageUrl")}
            error={errors.imageUrl?.message}
            {...register("imageUrl")}
          />
          <TextField
            label={t("announcements.expiresAt")}
            type="datetime-local"
            hint={t("announcements.expiresHint")}
            value={toLocalInput(expiresAt)}
            onChange={(event) => setValue("expiresAt", fromLocalInput(event.target.value))}
            error={errors.expiresAt?.message}
          />
          <TextField
            label={t("common.slug")}
            hint={t("common.slugHint")}
            error={errors.slug?.message}
            {...register("slug")}
          />
        </fieldset>
        <fieldset className="ap-stack">
          <legend>{t("common.swahili")}</legend>
          <p className="ap-muted">{t("common.swahiliHint")}</p>
          <TextField label={`${t("common.title")} (SW)`} lang="sw" {...register("translations.sw.title")} />
          <TextArea
            label={`${t("announcements.summary")} (SW)`}
            lang="sw"
            rows={2}
            {...register("translations.sw.summary")}
          />
          <RichTextFormField
            control={control}
            name="translations.sw.content"
            label={`${t("common.content")} (SW)`}
            lang="sw"
          />
        </fieldset>
      </form>
      <FormPreview
        item={{
          kind: "announcement",
          title: watch("title"),
          summary: watch("summary"),
          bodyHtml: watch("content"),
          author: watch("author") ?? null,
          date: watch("date"),
        }}
      />
    </ItemFormDialog>
  );
}
