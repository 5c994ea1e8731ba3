import {
  cameraSetups,
  defaultLiveSchedule,
  type LiveStreamFormValues,
  type LiveStreamInput,
  type LiveStreamSettings,
  liveStreamDefaults,
  liveStreamInputSchema,
} from "@church/contracts";
import { errorText } from "@church/contracts/client";
import {
  Alert,
  Button,
  Card,
  RadioGroup,
  SelectField,
  Skeleton,
  Switch,
  TextArea,
  TextField,
  toast,
} from "@church/ui-kit";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLiveStreamSettings } from "../api/get-live-stream-settings.ts";
import { useUpdateLiveStream } from "../api/update-live-stream.ts";
import { mediaNamespace } from "../media.texts.ts";
import { LiveChatModeration } from "./live-chat-moderation.tsx";
import { LiveNow, LiveScheduleFields } from "./live-schedule-fields.tsx";
import "./media.css";

const toForm = (s?: LiveStreamSettings): LiveStreamFormValues => {
  const sw = s ? s.translations.sw : liveStreamDefaults.translations.sw;
  return {
    streamUrl: s?.streamUrl ?? "",
    audioStreamUrl: s?.audioStreamUrl ?? "",
    override: s?.override ?? "schedule",
    schedule: s ? s.schedule.map((slot) => ({ ...slot })) : [...defaultLiveSchedule],
    streamTitle: s?.streamTitle ?? liveStreamDefaults.streamTitle,
    streamDescription: s?.streamDescription ?? liveStreamDefaults.streamDescription,
    nextStreamTime: s?.nextStreamTime ?? liveStreamDefaults.nextStreamTime,
    channelId: s?.channelId ?? "",
    streamKey: s?.streamKey ?? "",
    autoRecording: s?.autoRecording ?? liveStreamDefaults.autoRecording,
    notifications: s?.notifications ?? liveStreamDefaults.notifications,
    cameraSetup: s?.cameraSetup ?? liveStreamDefaults.cameraSetup,
    translations: {
      sw: { streamTitle: sw?.streamTitle ?? "", streamDescription: sw?.streamDescription ?? "" },
    },
  };
};

/**
 * Live Stream: the stream URL and Live/Offline, then the further settings, saved together; the live
 * chat beside them (below on a phone), so staff moderate while they run the stream.
 */
export function LiveStreamTab() {
  const { t } = useTranslation(mediaNamespace);
  const settings = useLiveStreamSettings();
  const update = useUpdateLiveStream();
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<LiveStreamFormValues, unknown, LiveStreamInput>({
    resolver: zodResolver(liveStreamInputSchema),
    defaultValues: toForm(),
  });
  useEffect(() => {
    if (settings.data) reset(toForm(settings.data));
  }, [settings.data, reset]);

  const submit = handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: () => toast.success(t("live.saved")),
      onError: (error) =>
        toast.error(t("live.updateError"), { description: errorText(error, t("common.error")) }),
    }),
  );

  if (settings.isError)
    return (
      <Card title={t("live.title")} headingLevel={1}>
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
      </Card>
    );
  if (settings.isPending)
    return (
      <Card title={t("live.title")} headingLevel={1}>
        <Skeleton height="10rem" />
      </Card>
    );

  return (
    <div className="ap-live-layout">
      <form className="ap-stack" onSubmit={submit} noValidate>
        <Card title={t("live.title")} headingLevel={1} description={t("live.intro")}>
          <div className="ap-stack">
            <TextField
              label={t("live.streamUrl")}
              type="url"
              hint={t("live.streamUrlHint")}
              error={errors.streamUrl?.message}
              {...register("streamUrl")}
            />
            <TextField
              label={t("live.audioStreamUrl")}
              type="url"
              hint={t("live.audioStreamUrlHint")}
              error={errors.audioStreamUrl?.message}
              {...register("audioStreamUrl")}
            />
            <LiveNow settings={settings.data} />
            <Controller
              control={control}
              name="override"
              render={({ field }) => (
                <RadioGroup
                  label={t("live.state")}
                  name="override"
                  value={field.value ?? "schedule"}
                  onValueChange={field.onChange}
                  options={[
                    { value: "schedule", label: t("live.followSchedule") },
                    { value: "live", label: t("live.forceLive") },
                    { value: "off", label: t("live.forceOff") },
                  ]}
                />
              )}
            />
            <LiveScheduleFields control={control} register={register} errors={errors} />
          </div>
        </Card>
        <Card title={t("live.moreTitle")}>
          <div className="ap-stack">
            <div className="ap-bilingual">
              <fieldset className="ap-stack">
                <legend>{t("common.english")}</legend>
                <TextField
                  label={t("live.streamTitle")}
                  error={errors.streamTitle?.message}
                  {...register("streamTitle")}
                />
                <TextArea
                  label={t("live.streamDescription")}
                  rows={3}
                  error={errors.streamDescription?.message}
                  {...register("streamDescription")}
                />
              </fieldset>
              <fieldset className="ap-stack">
                <legend>{t("common.swahili")}</legend>
                <TextField
                  label={t("live.streamTitleSw")}
                  lang="sw"
                  error={errors.translations?.sw?.streamTitle?.message}
                  {...register("translations.sw.streamTitle")}
                />
                <TextArea
                  label={t("live.streamDescriptionSw")}
                  lang="sw"
                  rows={3}
                  hint={t("live.swahiliHint")}
                  error={errors.translations?.sw?.streamDescription?.message}
                  {...register("translations.sw.streamDescription")}
                />
              </fieldset>
            </div>
            <TextField
              label={t("live.nextStreamTime")}
              error={errors.nextStreamTime?.message}
              {...register("nextStreamTime")}
            />
            <div className="ap-form-row">
              <TextField label={t("live.channelId")} {...register("channelId")} />
              <TextField
                label={t("live.streamKey")}
                type="password"
                autoComplete="off"
                hint={t("live.streamKeyHint")}
                {...register("streamKey")}
              />
            </div>
            <Switch label={t("live.autoRecording")} {...register("autoRecording")} />
            <Switch label={t("live.notifications")} {...register("notifications")} />
            <SelectField
              label={t("live.cameraSetup")}
              options={cameraSetups.map((c) => ({ value: c, label: c }))}
              {...register("cameraSetup")}
            />
          </div>
        </Card>
        <div className="ap-actions">
          <Button type="submit" loading={update.isPending}>
            {t("live.saveSettings")}
          </Button>
        </div>
      </form>
      <LiveChatModeration />
    </div>
  );
}
