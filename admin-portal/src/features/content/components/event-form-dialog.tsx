import {
  type Event,
  type EventFormValues,
  eventCategories,
  eventInputSchema,
  localToday,
} from "@church/contracts";
import { Checkbox, SelectField, TextArea, TextField } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import {
  type ContentDialogProps,
  ContentFormFrame,
} from "../../../components/content-form/content-form-frame.tsx";
import { useContentForm } from "../../../components/content-form/use-content-form.ts";
import { ImageFormField } from "../../../components/media-library/image-form-field.tsx";
import { useSaveEvent } from "../api/save-event.ts";
import { contentNamespace } from "../content.texts.ts";
import { EventRepeatFields } from "./event-repeat-fields.tsx";

export interface EventFormDialogProps extends ContentDialogProps {
  event?: Event;
}

const blank = (): EventFormValues => ({
  title: "",
  description: "",
  date: localToday(),
  startTime: "",
  endTime: "",
  location: "",
  locationAddress: "",
  mapUrl: "",
  category: "worship",
  tags: "",
  imageUrl: "",
  rsvpRequired: false,
  maxAttendees: null,
  status: "draft",
  slug: "",
  repeat: "none",
  repeatUntil: null,
  skipDates: [],
  translations: { sw: { title: "", description: "", location: "" } },
});

/**
 * An event as the form edits it: the series from its first date, the time as start and end. An older
 * event typed without clock times keeps its time text until a start time is given.
 */
const fromEvent = (e: Event): EventFormValues => ({
  title: e.title,
  description: e.description,
  date: e.firstDate,
  startTime: e.startTime ?? "",
  endTime: e.endTime ?? "",
  time: e.startTime ? "" : e.time,
  location: e.location,
  locationAddress: e.locationAddress ?? "",
  mapUrl: e.mapUrl ?? "",
  category: e.category,
  tags: e.tags.join(", "),
  imageUrl: e.imageUrl ?? "",
  rsvpRequired: e.rsvpRequired,
  maxAttendees: e.maxAttendees,
  status: e.status,
  slug: e.slug,
  repeat: e.repeat,
  repeatUntil: e.repeatUntil,
  skipDates: e.skipDates,
  // The Swahili time is written from the start and end by the server.
  translations: {
    sw: {
      title: e.translations?.sw?.title ?? "",
      description: e.translations?.sw?.description ?? "",
      location: e.translations?.sw?.location ?? "",
    },
  },
});

/**
 * Add or edit an event, the one place events are edited: title, description, the date with its start
 * and end time (Buffalo time), location, the repeat with its end and skipped dates; max empty = unlimited.
 */
export function EventFormDialog({ open, onOpenChange, event }: EventFormDialogProps) {
  const { t } = useTranslation(contentNamespace);
  // The repeat fields take the whole form (they set and watch several values).
  const { form, frame, errors } = useContentForm({
    texts: {
      created: t("events.created"),
      createError: t("events.createError"),
      updated: t("events.updated"),
      updateError: t("events.updateError"),
      addTitle: t("events.addTitle"),
      editTitle: t("events.editTitle"),
    },
    kind: "event",
    open,
    item: event,
    onOpenChange,
    blank,
    fromItem: fromEvent,
    schema: eventInputSchema,
    save: useSaveEvent(),
  });
  const { register, watch } = form;

  return (
    <ContentFormFrame
      {...frame}
      english={
        <>
          <TextArea
            label={t("events.description")}
            required
            rows={4}
            error={errors.description?.message}
            {...register("description")}
          />
          <div className="ap-form-row">
            <TextField
              label={t("events.date")}
              type="date"
              required
              error={errors.date?.message}
              {...register("date")}
            />
            <TextField
              label={t("events.startTime")}
              type="time"
              required
              error={errors.startTime?.message}
              {...register("startTime")}
            />
            <TextField
              label={t("events.endTime")}
              type="time"
              error={errors.endTime?.message}
              {...register("endTime")}
            />
          </div>
          <p className="ap-muted">{t("events.timeZoneHint")}</p>
          <EventRepeatFields form={form} />
          <TextField
            label={t("common.location")}
            required
            error={errors.location?.message}
            {...register("location")}
          />
          <TextField label={t("events.locationAddress")} {...register("locationAddress")} />
          <TextField label={t("events.mapUrl")} error={errors.mapUrl?.message} {...register("mapUrl")} />
          <SelectField
            label={t("common.category")}
            options={eventCategories.map((c) => ({ value: c, label: t(`events.categories.${c}`) }))}
            {...register("category")}
          />
          <TextField label={t("common.tags")} hint={t("common.tagsHint")} {...register("tags")} />
          <ImageFormField
            control={form.control}
            name="imageUrl"
            label={t("common.imageUrl")}
            error={errors.imageUrl?.message}
          />
          <Checkbox label={t("events.rsvpRequired")} {...register("rsvpRequired")} />
          {watch("rsvpRequired") && (
            <TextField
              label={t("events.maxAttendees")}
              type="number"
              min={1}
              hint={t("events.maxAttendeesHint")}
              error={errors.maxAttendees?.message}
              {...register("maxAttendees", {
                setValueAs: (v: unknown) => (v === "" || v === null || v === undefined ? null : Number(v)),
              })}
            />
          )}
        </>
      }
      swahili={
        <>
          <TextArea
            label={`${t("events.description")} (SW)`}
            lang="sw"
            rows={4}
            {...register("translations.sw.description")}
          />
          <TextField
            label={`${t("common.location")} (SW)`}
            lang="sw"
            {...register("translations.sw.location")}
          />
        </>
      }
    />
  );
}
