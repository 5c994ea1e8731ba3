import {
  type AudioService,
  type AudioServiceFormValues,
  audioCategories,
  audioServiceFieldsSchema,
  audioUploadLimits,
  localToday,
  type PublishStatus,
} from "@church/contracts";
import { errorText } from "@church/contracts/client";
import { Alert, SelectField, TextArea, TextField, toast } from "@church/ui-kit";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  type ContentDialogProps,
  ContentFormFrame,
} from "../../../components/content-form/content-form-frame.tsx";
import { useSaveAudioService } from "../api/save-audio-service.ts";
import { mediaNamespace } from "../media.texts.ts";

export interface AudioFormDialogProps extends ContentDialogProps {
  audio?: AudioService;
}

interface AudioFormFields {
  title: string;
  speaker: string;
  description: string;
  date: string;
  category: NonNullable<AudioServiceFormValues["category"]>;
  duration: string;
  swTitle: string;
  swDescription: string;
}

const blank = (): AudioFormFields => ({
  title: "",
  speaker: "",
  description: "",
  date: localToday(),
  category: "sermon",
  duration: "",
  swTitle: "",
  swDescription: "",
});

const fromAudio = (a: AudioService): AudioFormFields => ({
  title: a.title,
  speaker: a.speaker,
  description: a.description,
  date: a.date,
  category: a.category,
  duration: a.duration,
  swTitle: a.translations?.sw?.title ?? "",
  swDescription: a.translations?.sw?.description ?? "",
});

/** The multipart fields as the contract reads them (translations travel as JSON text). */
const toFields = (v: AudioFormFields, status: PublishStatus): Record<string, string> => ({
  status,
  title: v.title,
  speaker: v.speaker,
  description: v.description,
  date: v.date,
  category: v.category,
  duration: v.duration,
  translations: JSON.stringify({ sw: { title: v.swTitle, description: v.swDescription } }),
});

/** Checked in the browser before a long upload starts; the server checks again. */
function fileProblem(
  file: File | undefined,
  creating: boolean,
): "fileRequired" | "fileType" | "fileTooLarge" | null {
  if (!file) return creating ? "fileRequired" : null;
  if (!file.type.startsWith("audio/")) return "fileType";
  if (file.size > audioUploadLimits.maxBytes) return "fileTooLarge";
  return null;
}

/** Upload or edit an audio service, with a progress bar while the file travels. */
export function AudioFormDialog({ open, onOpenChange, audio }: AudioFormDialogProps) {
  const { t } = useTranslation(mediaNamespace);
  const save = useSaveAudioService();
  const [file, setFile] = useState<File | undefined>();
  const [fileError, setFileError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<AudioFormFields>({ defaultValues: blank() });

  useEffect(() => {
    if (open) {
      reset(audio ? fromAudio(audio) : blank());
      setFile(undefined);
      setFileError(undefined);
      setProgress(null);
    }
  }, [open, audio, reset]);

  const saveAs = (status: PublishStatus) =>
    handleSubmit((values) => {
      const fields = toFields(values, status);
      // The metadata rules come from the contract, checked here as the server will.
      const checked = audioServiceFieldsSchema.safeParse(fields);
      for (const issue of checked.error?.issues ?? []) {
        const name = String(issue.path[0]);
        if (name in values) setError(name as keyof AudioFormFields, { message: issue.message });
      }
      const problem = fileProblem(file, !audio);
      setFileError(problem ? t(`audio.${problem}`) : undefined);
      if (!checked.success || problem) return;
      setProgress(0);
      save.mutate(
        { id: audio?.id, fields, file, onProgress: setProgress },
        {
          onSuccess: () => {
            toast.success(audio ? t("audio.updated") : t("audio.uploaded"));
            onOpenChange(false);
          },
          onError: (error) => {
            setProgress(null);
            toast.error(t("audio.uploadError"), { description: errorText(error, t("common.error")) });
          },
        },
      );
    })();

  return (
    <ContentFormFrame
      open={open}
      onOpenChange={onOpenChange}
      title={audio ? t("audio.editTitle") : t("audio.addTitle")}
      kind="audio-service"
      item={audio}
      saving={save.isPending}
      onSave={saveAs}
      titleFields={{ english: register("title"), swahili: register("swTitle"), error: errors.title?.message }}
      before={<Alert tone="warning">{t("audio.warning")}</Alert>}
      english={
        <>
          <TextField
            label={t("audio.speaker")}
            required
            error={errors.speaker?.message}
            {...register("speaker")}
          />
          <TextArea
            label={t("common.description")}
            required
            rows={3}
            error={errors.description?.message}
            {...register("description")}
          />
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
              hint={t("audio.durationHint")}
              error={errors.duration?.message}
              {...register("duration")}
            />
          </div>
          <SelectField
            label={t("common.category")}
            options={audioCategories.map((c) => ({ value: c, label: t(`audio.categories.${c}`) }))}
            {...register("category")}
          />
          <TextField
            label={t("audio.file")}
            type="file"
            accept="audio/*"
            required={!audio}
            hint={audio ? t("audio.fileReplaceHint") : t("audio.fileHint")}
            error={fileError}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              setFile(chosen);
              const problem = fileProblem(chosen, false);
              setFileError(problem ? t(`audio.${problem}`) : undefined);
            }}
          />
          {progress !== null && (
            <label className="ap-stack">
              {/* Every byte sent: the server is still storing the file (to S3, in production). */}
              <span>{progress < 100 ? t("audio.uploading", { percent: progress }) : t("audio.storing")}</span>
              <progress className="ap-progress" max={100} value={progress} />
            </label>
          )}
        </>
      }
      swahili={
        <>
          <TextArea
            label={t("common.swahiliDescription")}
            lang="sw"
            rows={3}
            {...register("swDescription")}
          />
        </>
      }
    />
  );
}
