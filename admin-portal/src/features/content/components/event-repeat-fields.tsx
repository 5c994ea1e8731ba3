import { type EventFormValues, type EventInput, type EventRepeat, eventRepeats } from "@church/contracts";
import { SelectField, TextField } from "@church/ui-kit";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { contentNamespace } from "../content.texts.ts";
import { datesToList, repeatLabel, shortDate } from "./event-repeat.ts";

const isRepeat = (value: string): value is EventRepeat => (eventRepeats as readonly string[]).includes(value);

/**
 * Repeat, its end date and the dates that do not take place. The choices are worded from the first
 * date ("Every week on Sunday", "Monthly on the second Saturday"); the series' next dates are listed as
 * ticked boxes, and unticking one skips that date.
 */
export function EventRepeatFields({ form }: { form: UseFormReturn<EventFormValues, unknown, EventInput> }) {
  const { t, i18n } = useTranslation(contentNamespace);
  const { register, watch, setValue, formState } = form;
  const date = watch("date");
  const repeat = watch("repeat") ?? "none";
  const repeatUntil = watch("repeatUntil") ?? null;
  const skipDates = watch("skipDates") ?? [];
  const validDate = /^\d{4}-\d{2}-\d{2}$/.test(date ?? "");
  const listed = validDate && date ? datesToList({ firstDate: date, repeat, repeatUntil, skipDates }) : [];
  const skipErrors = formState.errors.skipDates;
  const skipError = Array.isArray(skipErrors)
    ? skipErrors.find((e) => e?.message)?.message
    : skipErrors?.message;

  const toggle = (day: string, takesPlace: boolean) =>
    setValue("skipDates", takesPlace ? skipDates.filter((d) => d !== day) : [...skipDates, day].sort(), {
      shouldDirty: true,
    });

  return (
    <div className="ap-stack">
      <div className="ap-form-row">
        <SelectField
          label={t("events.repeat")}
          value={repeat}
          onChange={(event) =>
            setValue("repeat", isRepeat(event.target.value) ? event.target.value : "none", {
              shouldDirty: true,
            })
          }
          options={eventRepeats.map((value) => ({
            value,
            label:
              validDate && date
                ? repeatLabel(value, date, t, i18n.language)
                : t(`events.repeatsPlain.${value}`),
          }))}
        />
        {repeat !== "none" && (
          <TextField
            label={t("events.repeatUntil")}
            type="date"
            hint={t("events.repeatUntilHint")}
            error={formState.errors.repeatUntil?.message}
            {...register("repeatUntil", { setValueAs: (v: unknown) => (v ? v : null) })}
          />
        )}
      </div>
      {repeat !== "none" && listed.length > 0 && (
        <fieldset className="ap-dates" aria-describedby="event-dates-hint">
          <legend>{t("events.dates")}</legend>
          <p id="event-dates-hint" className="ap-muted">
            {t("events.datesHint")}
          </p>
          <ul className="ap-dates__list">
            {listed.map((day) => {
              const after = repeatUntil !== null && day > repeatUntil;
              return (
                <li key={day}>
                  <label className="ap-dates__item" data-skipped={skipDates.includes(day) || undefined}>
                    <input
                      type="checkbox"
                      checked={!skipDates.includes(day)}
                      disabled={after}
                      onChange={(event) => toggle(day, event.target.checked)}
                    />
                    <span>{shortDate(day, i18n.language)}</span>
                  </label>
                </li>
              );
            })}
          </ul>
          {skipError && <p className="ck-field__error">{skipError}</p>}
        </fieldset>
      )}
    </div>
  );
}
