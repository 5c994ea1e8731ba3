import {
  churchInfo,
  type LiveStreamFormValues,
  type LiveStreamSettings,
  swahiliTimeText,
} from "@church/contracts";
import { Button, SelectField, TextField } from "@church/ui-kit";
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { mediaNamespace } from "../media.texts.ts";

const days = [0, 1, 2, 3, 4, 5, 6] as const;

const buffaloClock = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  hour: "numeric",
  minute: "2-digit",
  timeZone: churchInfo.timeZone,
  timeZoneName: "short",
});

/** "Saturday 6:00 PM EST" in Buffalo; in Swahili "Jumamosi saa 12:00 jioni EST", as the site writes times. */
function buffaloTime(iso: string, language: string): string {
  const text = buffaloClock.format(new Date(iso)).replace(", ", " ");
  return language === "sw" ? swahiliTimeText(text) : text;
}

/** What the site shows now, and until when (the next switch, by the schedule or an override). */
export function LiveNow({ settings }: { settings: LiveStreamSettings }) {
  const { t, i18n } = useTranslation(mediaNamespace);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const state = settings.isLive ? t("live.nowLive") : t("live.nowOffline");
  return (
    <p className="ap-live-now" role="status">
      <strong>{state}</strong>
      {settings.changesAt && ` · ${t("live.until", { time: buffaloTime(settings.changesAt, language) })}`}
    </p>
  );
}

/** The weekly times the stream is live (Buffalo time): a day, a start and an end per row. */
export function LiveScheduleFields({
  control,
  register,
  errors,
}: {
  control: Control<LiveStreamFormValues, unknown, unknown>;
  register: UseFormRegister<LiveStreamFormValues>;
  errors: FieldErrors<LiveStreamFormValues>;
}) {
  const { t } = useTranslation(mediaNamespace);
  const { fields, append, remove } = useFieldArray({ control, name: "schedule" });
  return (
    <fieldset className="ap-stack ap-live-schedule">
      <legend>{t("live.scheduleTitle")}</legend>
      <p className="ap-muted">{t("live.scheduleHint")}</p>
      {fields.map((field, index) => (
        <div key={field.id} className="ap-live-slot">
          <SelectField
            label={t("live.day")}
            options={days.map((day) => ({ value: String(day), label: t(`live.days.${day}`) }))}
            {...register(`schedule.${index}.day`, { valueAsNumber: true })}
          />
          <TextField
            label={t("live.start")}
            type="time"
            error={errors.schedule?.[index]?.start?.message}
            {...register(`schedule.${index}.start`)}
          />
          <TextField
            label={t("live.end")}
            type="time"
            error={errors.schedule?.[index]?.end?.message && t("live.endAfterStart")}
            {...register(`schedule.${index}.end`)}
          />
          <Button
            variant="secondary"
            size="sm"
            aria-label={t("live.removeSlotLabel", { number: index + 1 })}
            onClick={() => remove(index)}
          >
            {t("live.removeSlot")}
          </Button>
        </div>
      ))}
      <div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => append({ day: 0, start: "15:00", end: "18:00" })}
          disabled={fields.length >= 14}
        >
          {t("live.addSlot")}
        </Button>
      </div>
    </fieldset>
  );
}
