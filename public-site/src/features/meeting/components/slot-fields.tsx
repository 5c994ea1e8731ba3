import { easternOffsetMinutes, type Language, type MeetingSlot, meetingTimeSlots } from "@church/contracts";
import { SelectField, TextField, useLanguage } from "@church/ui-kit";
import { type ReactNode, useEffect, useState } from "react";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useTranslateMessage } from "../../../i18n/messages.ts";
import { formatDate } from "../../../lib/format.ts";
import { slotLabel } from "../lib/time-slots.ts";
import { meetingNs } from "../meeting.texts.ts";

interface SlotValues {
  preferredDate: string;
  preferredTime: string;
}

export interface SlotFieldsProps {
  /** The free slots; undefined while they load. */
  slots: readonly MeetingSlot[] | undefined;
  /** The slots could not be read: the form asks for any date and time, as before bookings. */
  failed: boolean;
  earliest: string;
  /** Buffalo's zone and the visitor's own time under the time field. */
  hint: (date: string | undefined, time: string | undefined) => ReactNode;
}

/**
 * "Preferred date" and "Preferred time" from the pastor's free slots (decision 039). Each time says
 * when it is on the visitor's own clock when that is not Buffalo's.
 */
export function SlotFields({ slots, failed, earliest, hint }: SlotFieldsProps) {
  const { t } = useTranslation(meetingNs);
  const { language } = useLanguage();
  const translate = useTranslateMessage();
  const form = useFormContext<SlotValues>();
  const { errors } = form.formState;
  const [date, time] = form.watch(["preferredDate", "preferredTime"]);
  const ofDay = (slots ?? []).filter((slot) => slot.date === date);
  const local = useVisitorTimes(ofDay, language);

  if (failed) {
    return (
      <div className="ps-form__row">
        <TextField
          label={t("form.preferredDate")}
          type="date"
          min={earliest}
          hint={t("form.dateHint")}
          required
          error={translate(errors.preferredDate?.message)}
          {...form.register("preferredDate")}
        />
        <SelectField
          label={t("form.preferredTime")}
          placeholder={t("form.selectTime")}
          options={meetingTimeSlots.map((slot) => ({ value: slot, label: slotLabel(slot, language) }))}
          required
          hint={hint(date, time)}
          error={translate(errors.preferredTime?.message)}
          {...form.register("preferredTime")}
        />
      </div>
    );
  }
  const dates = [...new Set((slots ?? []).map((slot) => slot.date))];
  return (
    <div className="ps-form__row">
      <SelectField
        label={t("form.preferredDate")}
        placeholder={slots ? t("form.selectDate") : t("form.loadingSlots")}
        options={dates.map((value) => ({ value, label: formatDate(value, language, "full") }))}
        required
        disabled={!slots}
        hint={slots && dates.length === 0 ? t("form.noSlots") : t("form.slotsHint")}
        error={translate(errors.preferredDate?.message)}
        {...form.register("preferredDate", { onChange: () => form.setValue("preferredTime", "") })}
      />
      <SelectField
        label={t("form.preferredTime")}
        placeholder={t("form.selectTime")}
        options={ofDay.map((slot) => ({
          value: slot.time,
          label: local[slot.startsAt]
            ? `${slotLabel(slot.time, language)} · ${local[slot.startsAt]}`
            : slotLabel(slot.time, language),
        }))}
        required
        disabled={!date}
        hint={hint(date, time)}
        error={translate(errors.preferredTime?.message)}
        {...form.register("preferredTime")}
      />
    </div>
  );
}

/** The visitor's own time of each slot ("6:00 PM in Nairobi"), only when their clock is not Buffalo's. */
function useVisitorTimes(slots: readonly MeetingSlot[], language: Language): Record<string, string> {
  const { t } = useTranslation("site");
  const [local, setLocal] = useState<Record<string, string>>({});
  const key = slots.map((slot) => slot.startsAt).join();
  useEffect(() => {
    const starts = key ? key.split(",").map((iso) => Date.parse(iso)) : [];
    const abroad = starts.filter((at) => new Date(at).getTimezoneOffset() !== -easternOffsetMinutes(at));
    if (abroad.length === 0) return;
    let current = true;
    void import("../../../lib/visitor-time.ts").then(async ({ visitorTime }) => {
      const texts = await Promise.all(abroad.map((at) => visitorTime(at, language)));
      if (!current) return;
      setLocal(
        Object.fromEntries(
          abroad.map((at, i) => {
            const text = texts[i] ?? { time: "", city: "" };
            return [new Date(at).toISOString(), t(text.city ? "zone.local" : "zone.localNoCity", text)];
          }),
        ),
      );
    });
    return () => {
      current = false;
    };
  }, [key, language, t]);
  return local;
}
