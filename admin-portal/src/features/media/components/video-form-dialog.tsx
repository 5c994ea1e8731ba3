import {
  localToday,
  type Video,
  type VideoFormValues,
  videoCategories,
  videoInputSchema,
} from "@church/contracts";
import { SelectField, TextArea, TextField } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import {
  type ContentDialogProps,
  ContentFormFrame,
} from "../../../components/content-form/content-form-frame.tsx";
import { useContentForm } from "../../../components/content-form/use-content-form.ts";
import { useSaveVideo } from "../api/save-video.ts";
import { mediaNamespace } from "../media.texts.ts";

export interface VideoFormDialogProps extends ContentDialogProps {
  video?: Video;
}

const blank = (): VideoFormValues => ({
  title: "",
  description: "",
  youtubeId: "",
  category: "recent-service",
  date: localToday(),
  duration: "",
  thumbnailUrl: "",
  status: "draft",
  translations: { sw: { title: "", description: "" } },
});

const fromVideo = (v: Video): VideoFormValues => ({
  ...v,
  duration: v.duration ?? "",
  thumbnailUrl: v.thumbnailUrl ?? "",
  translations: {
    sw: { title: v.translations?.sw?.title ?? "", description: v.translations?.sw?.description ?? "" },
  },
});

/** Add or edit a video: title, YouTube id (or any YouTube link, parsed to the id) and date required. */
export function VideoFormDialog({ open, onOpenChange, video }: VideoFormDialogProps) {
  const { t } = useTranslation(mediaNamespace);
  const save = useSaveVideo();
  const { register, errors, frame } = useContentForm({
    kind: "video",
    schema: videoInputSchema,
    open,
    onOpenChange,
    item: video,
    fromItem: fromVideo,
    blank,
    save: {
      // The contract reads an empty duration as none.
      mutate: ({ id, body }, callbacks) =>
        save.mutate({ id, body: { ...body, duration: body.duration ?? "" } }, callbacks),
      isPending: save.isPending,
    },
    texts: {
      addTitle: t("videos.addTitle"),
      editTitle: t("videos.editTitle"),
      created: t("videos.added"),
      updated: t("videos.updated"),
      createError: t("common.error"),
      updateError: t("common.error"),
      saved: t("videos.savedText"),
    },
  });

  return (
    <ContentFormFrame
      {...frame}
      english={
        <>
          <TextField
            label={t("videos.youtubeId")}
            required
            hint={t("videos.youtubeIdHint")}
            error={errors.youtubeId?.message}
            {...register("youtubeId")}
          />
          <TextArea label={t("common.description")} rows={3} {...register("description")} />
          <div className="ap-form-row">
            <TextField
              label={t("common.date")}
              type="date"
              required
              error={errors.date?.message}
              {...register("date")}
            />
            <TextField
              label={t("common.duration")}
              hint={t("videos.durationHint")}
              error={errors.duration?.message}
              {...register("duration")}
            />
          </div>
          <SelectField
            label={t("common.category")}
            options={videoCategories.map((c) => ({ value: c, label: t(`videos.categories.${c}`) }))}
            {...register("category")}
          />
          <TextField
            label={t("videos.thumbnailUrl")}
            hint={t("videos.thumbnailHint")}
            error={errors.thumbnailUrl?.message}
            {...register("thumbnailUrl")}
          />
        </>
      }
      swahili={
        <>
          <TextArea
            label={t("common.swahiliDescription")}
            lang="sw"
            rows={3}
            {...register("translations.sw.description")}
          />
        </>
      }
    />
  );
}
