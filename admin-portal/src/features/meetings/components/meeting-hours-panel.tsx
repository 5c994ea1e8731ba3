import {
  type Availability,
  type AvailabilityFormValues,
  bookingHours,
  churchInfo,
  weekdayNames,
} from "@church/contracts";
import { Alert, Button, Card, Checkbox, SelectField, Skeleton, TextField, toast } from "@church/ui-kit";
import { useEffect } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAvailability, useSaveAvailability } from "../api/availability.ts";
import { meetingsNamespace } from "../meetings.texts.ts";
import "./meetings.css";

type Hour = (typeof bookingHours)[number];

interface HoursValues {
  /** Sunday first (weekday 0). */
  days: { open: boolean; start: Hour; end: Hour }[];
  blockedDays: { date: string; note: string }[];
}

const toValues = (availability: Availability): HoursValues => ({
  days: [0, 1, 2, 3, 4, 5, 6].map((weekday) => {
    const day = availability.weeklyHours.find((d) => d.weekday === weekday);
    return { open: day !== undefined, start: day?.start ?? "09:00", end: day?.end ?? "17:00" };
  }),
  blockedDays: availability.blockedDays.map((d) => ({ date: d.date, note: d.note })),
});

const toInput = (values: HoursValues): AvailabilityFormValues => ({
  weeklyHours: values.days.flatMap((day, weekday) =>
    day.open ? [{ weekday, start: day.start, end: day.end }] : [],
  ),
  blockedDays: values.blockedDays,
});

/** "13:00" as "1:00 PM". */
const hourLabel = (hour: string) => {
  const h = Number(hour.slice(0, 2));
  return `${h % 12 || 12}:00 ${h < 12 ? "AM" : "PM"}`;
};

/**
 * The pastor's meeting hours (decision 039): which weekdays, from when to when, and the days he takes no
 * meetings. Visitors book one-hour slots inside them; bookings already made keep their slots.
 */
export function MeetingHoursPanel() {
  const { t, i18n } = useTranslation(meetingsNamespace);
  const language = i18n.language === "sw" ? "sw" : "en";
  const availability = useAvailability();
  const save = useSaveAvailability();
  const form = useForm<HoursValues>({ defaultValues: { days: [], blockedDays: [] } });
  const blocked = useFieldArray({ control: form.control, name: "blockedDays" });
  useEffect(() => {
    if (availability.data) form.reset(toValues(availability.data));
  }, [availability.data, form]);
  const days = form.watch("days");
  const names = weekdayNames(language, "long");
  const hourOptions = bookingHours.map((value) => ({ value, label: hourLabel(value) }));

  const submit = form.handleSubmit((values) =>
    save.mutate(toInput(values), {
      onSuccess: () => toast.success(t("hoursSaved")),
      onError: () => toast.error(t("error"), { description: t("hoursFailed") }),
    }),
  );

  return (
    <Card title={t("hoursTitle")} description={t("hoursDescription", { city: churchInfo.address.city })}>
      {availability.isError ? (
        <Alert tone="error" title={t("hoursLoadFailed")} />
      ) : availability.isPending ? (
        <Skeleton height="8rem" />
      ) : (
        <form className="ap-stack" onSubmit={submit} noValidate aria-label={t("hoursTitle")}>
          <fieldset className="ap-hours">
            <legend>{t("weeklyHours")}</legend>
            {days.map((day, weekday) => (
              <div className="ap-hours__day" key={names[weekday]}>
                <Checkbox label={names[weekday]} {...form.register(`days.${weekday}.open`)} />
                <SelectField
                  label={t("from", { day: names[weekday] })}
                  hideLabel
                  disabled={!day.open}
                  options={hourOptions.slice(0, -1)}
                  {...form.register(`days.${weekday}.start`)}
                />
                <span aria-hidden="true">–</span>
                <SelectField
                  label={t("to", { day: names[weekday] })}
                  hideLabel
                  disabled={!day.open}
                  options={hourOptions.slice(1)}
                  error={form.formState.errors.days?.[weekday]?.end?.message}
                  {...form.register(`days.${weekday}.end`, {
                    validate: (end, values) =>
                      !values.days[weekday]?.open ||
                      end > (values.days[weekday]?.start ?? "") ||
                      t("endAfterStart"),
                  })}
                />
              </div>
            ))}
          </fieldset>
          <fieldset className="ap-hours">
            <legend>{t("blockedDays")}</legend>
            {blocked.fields.length === 0 && <p className="ap-muted">{t("noBlockedDays")}</p>}
            {blocked.fields.map((field, index) => (
              <div className="ap-hours__blocked" key={field.id}>
                <TextField
                  label={t("blockedDate")}
                  type="date"
                  required
                  {...form.register(`blockedDays.${index}.date`, { required: true })}
                />
                <TextField
                  label={t("blockedNote")}
                  maxLength={100}
                  {...form.register(`blockedDays.${index}.note`)}
                />
                <Button size="sm" variant="secondary" onClick={() => blocked.remove(index)}>
                  {t("removeBlocked")}
                </Button>
              </div>
            ))}
            <div>
              <Button size="sm" variant="secondary" onClick={() => blocked.append({ date: "", note: "" })}>
                {t("addBlocked")}
              </Button>
            </div>
          </fieldset>
          <div className="ap-actions">
            <Button type="submit" loading={save.isPending}>
              {t("saveHours")}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
