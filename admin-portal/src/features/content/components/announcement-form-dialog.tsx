import {
  type Announcement,
  type AnnouncementFormValues,
  announcementInputSchema,
  announcementPriorities,
  formatDate,
  localToday,
} from "@church/contracts";
import { SelectField, TextArea, TextField } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import {
  type ContentDialogProps,
  ContentFormFrame,
} from "../../../components/content-form/content-form-frame.tsx";
import { useContentForm } from "../../../components/content-form/use-content-form.ts";
import { ImageFormField } from "../../../components/media-library/image-form-field.tsx";
import { RichTextFormField } from "../../../components/rich-text/rich-text-form-field.tsx";
import { useSaveAnnouncement } from "../api/save-announcement.ts";
import { contentNamespace } from "../content.texts.ts";
import { fromLocalInput, toLocalInput } from "./content-helpers.tsx";
import { FormPreview } from "./content-preview.tsx";

export interface AnnouncementFormDialogProps extends ContentDialogProps {
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
  ...a,
  time: a.time ?? "",
  tags: a.tags.join(", "),
  location: a.location ?? "",
  contact: a.contact ?? "",
  imageUrl: a.imageUrl ?? "",
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
  const saveError = t("announcements.saveError");
  const { form, frame, watch, errors, register } = useContentForm({
    open,
    onOpenChange,
    kind: "announcement",
    blank,
    item: announcement,
    fromItem: fromAnnouncement,
    save: useSaveAnnouncement(),
    schema: announcementInputSchema,
    texts: {
      editTitle: t("announcements.editTitle"),
      addTitle: t("announcements.addTitle"),
      updated: t("announcements.updated"),
      created: t("announcements.created"),
      updateError: saveError,
      createError: saveError,
    },
  });
  const { control, setValue } = form;
  const publishedOn = announcement?.publishedAt
    ? ` ${t("announcements.publishedOn", { date: formatDate(announcement.publishedAt, i18n.language, "medium") })}`
    : "";

  return (
    <ContentFormFrame
      {...frame}
      english={
        <>
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
              hint={`${t("announcements.dateHint")}${publishedOn}`}
              error={errors.date?.message}
              {...register("date")}
            />
            <TextField label={t("common.time")} error={errors.time?.message} {...register("time")} />
          </div>
          <SelectField
            label={t("announcements.priority")}
            options={announcementPriorities.map((p) => ({
              value: p,
              label: t(`announcements.priorities.${p}`),
            }))}
            {...register("priority")}
          />
          <TextField label={t("common.author")} {...register("author")} />
          <TextField
            label={t("common.location")}
            error={errors.location?.message}
            {...register("location")}
          />
          <TextField label={t("announcements.contact")} {...register("contact")} />
          <TextField label={t("common.tags")} hint={t("common.tagsHint")} {...register("tags")} />
          <ImageFormField
            control={form.control}
            name="imageUrl"
            label={t("common.imageUrl")}
            error={errors.imageUrl?.message}
          />
          <TextField
            label={t("announcements.expiresAt")}
            type="datetime-local"
            hint={t("announcements.expiresHint")}
            value={toLocalInput(watch("expiresAt"))}
            onChange={(event) => setValue("expiresAt", fromLocalInput(event.target.value))}
            error={errors.expiresAt?.message}
          />
          <TextField
            label={t("common.slug")}
            hint={t("common.slugHint")}
            error={errors.slug?.message}
            {...register("slug")}
          />
        </>
      }
      swahili={
        <>
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
        </>
      }
      after={
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
      }
    />
  );
}
