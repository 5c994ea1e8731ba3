import {
  localToday,
  type Video,
  type VideoFormValues,
  type VideoInput,
  videoCategories,
  videoInputSchema,
} from "@church/contracts";
import { errorText } from "@church/contracts/client";
import { Button, Dialog, DialogClose, SelectField, TextArea, TextField, toast } from "@church/ui-kit";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useSaveVideo } from "../api/save-video.ts";
import { mediaNamespace } from "../media.texts.ts";

export interface VideoFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
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
  translations: { sw: { title: "", description: "" } },
});

const fromVideo = (v: Video): VideoFormValues => ({
  title: v.title,
  description: v.description,
  youtubeId: v.youtubeId,
  category: v.category,
  date: v.date,
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
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<VideoFormValues, unknown, VideoInput>({
    resolver: zodResolver(videoInputSchema),
    defaultValues: blank(),
  });

  useEffect(() => {
    if (open) reset(video ? fromVideo(video) : blank());
  }, [open, video, reset]);

  const submit = handleSubmit((body) =>
    save.mutate(
      { id: video?.id, body: { ...body, duration: body.duration ?? "" } },
      {
        onSuccess: () => {
          toast.success(t(video ? "videos.updated" : "videos.added"), { description: t("videos.savedText") });
          onOpenChange(false);
        },
        onError: (error) =>
          toast.error(t("common.error"), { description: errorText(error, t("common.error")) }),
      },
    ),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={video ? t("videos.editTitle") : t("videos.addTitle")}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t("common.cancel")}</Button>
          </DialogClose>
          <Button type="submit" form="video-form" loading={save.isPending}>
            {video ? t("common.update") : t("common.save")}
          </Button>
        </>
      }
    >
      <form id="video-form" className="ap-bilingual" onSubmit={submit} noValidate>
        <fieldset className="ap-stack">
          <legend>{t("common.english")}</legend>
          <TextField
            label={t("common.title")}
            required
            error={errors.title?.message}
            {...register("title")}
          />
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
        </fieldset>
        <fieldset className="ap-stack">
          <legend>{t("common.swahili")}</legend>
          <TextField label={t("common.swahiliTitle")} lang="sw" {...register("translations.sw.title")} />
          <TextArea
            label={t("common.swahiliDescription")}
            lang="sw"
            rows={3}
            {...register("translations.sw.description")}
          />
        </fieldset>
      </form>
    </Dialog>
  );
}
