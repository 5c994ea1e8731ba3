import {
  calendarDate,
  churchInfo,
  type RsvpCreateResponse,
  type RsvpFormValues,
  rsvpInputSchema,
} from "@church/contracts";
import { Button, Dialog, DialogClose, SelectField, TextArea, TextField, useLanguage } from "@church/ui-kit";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  noTextReminders,
  TextRemindersFields,
  type TextRemindersState,
  textRemindersBody,
  withTextReminders,
} from "../../../components/text-reminders/text-reminders-fields.tsx";
import { useTranslateMessage } from "../../../i18n/messages.ts";
import { formatDate } from "../../../lib/format.ts";
import { notify } from "../../../lib/toast.ts";
import { useCreateRsvp } from "../api/create-rsvp.ts";
import { eventsNs } from "../events.texts.ts";
import { type Occurrence, placesLeft, rsvpDatesOf, rsvpErrorMessage } from "../lib/calendar.ts";

export interface RsvpDialogProps {
  event: Occurrence;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The server's answer (confirmed or on the waiting list); the dialog closes and the page shows it. */
  onAnswered: (answer: RsvpCreateResponse) => void;
}

type Values = {
  attendeeName: string;
  attendeeEmail: string;
  attendeePhone: string;
  notes: string;
  textReminders: TextRemindersState;
};
const resolver = withTextReminders<Values>(zodResolver(rsvpInputSchema) as never);
const empty: Values = {
  attendeeName: "",
  attendeeEmail: "",
  attendeePhone: "",
  notes: "",
  textReminders: noTextReminders,
};

/** How many coming dates of a repeating event the form offers. */
const datesOffered = 8;

/**
 * RSVP form: Full Name and Email Address required, phone and notes optional. For a repeating event the
 * visitor picks the date (the one chosen in the calendar first); the dates are those the calendar shows.
 */
export function RsvpDialog({ event, open, onOpenChange, onAnswered }: RsvpDialogProps) {
  const { t } = useTranslation(eventsNs);
  const { t: ts } = useTranslation("site");
  const { language } = useLanguage();
  const translate = useTranslateMessage();
  const rsvp = useCreateRsvp(event.id);
  const form = useForm<Values>({ resolver, defaultValues: empty });
  const { errors } = form.formState;
  const today = calendarDate(new Date(), churchInfo.timeZone);
  const offered = rsvpDatesOf(event, today, datesOffered);
  const dates = offered.includes(event.date) ? offered : [event.date, ...offered].sort();
  const [eventDate, setEventDate] = useState(event.date);
  useEffect(() => setEventDate(event.date), [event.date]);
  // Once answered, focus goes to the confirmation on the page, not back to the RSVP button.
  const answered = useRef(false);
  const left = (date: string) => placesLeft(event, date);
  const dateLabel = (date: string) => {
    const places = left(date);
    const day = formatDate(date, language, "full");
    if (places === null) return day;
    return places === 0
      ? `${day} (${t("form.dateFull")})`
      : `${day} (${t("form.placesLeft", { count: places })})`;
  };
  const waitlist = left(eventDate) === 0;

  const submit = form.handleSubmit((values) => {
    const body: RsvpFormValues = {
      ...values,
      textReminders: textRemindersBody(values.textReminders),
      eventDate,
      language,
    };
    rsvp.mutate(body, {
      onSuccess: (answer) => {
        answered.current = true;
        form.reset(empty);
        onAnswered(answer);
        onOpenChange(false);
      },
      onError: (error) => notify.error(translate(rsvpErrorMessage(error))),
    });
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(waitlist ? "form.waitlistTitle" : "form.title", {
        event: `${event.title} (${formatDate(eventDate, language, "medium")})`,
      })}
      description={t(waitlist ? "form.waitlistDescription" : "form.description")}
      onCloseAutoFocus={(close) => {
        if (answered.current) close.preventDefault();
      }}
    >
      <FormProvider {...form}>
        <form className="ps-form" noValidate onSubmit={submit}>
          {dates.length > 1 && (
            <SelectField
              label={ts("common.date")}
              value={eventDate}
              onChange={(change) => setEventDate(change.target.value)}
              options={dates.map((date) => ({ value: date, label: dateLabel(date) }))}
            />
          )}
          {dates.length === 1 && left(eventDate) !== null && (
            <p className="ps-muted">
              {waitlist ? t("form.dateFull") : t("form.placesLeft", { count: left(eventDate) ?? 0 })}
            </p>
          )}
          <TextField
            label={t("form.name")}
            autoComplete="name"
            required
            error={translate(errors.attendeeName?.message)}
            {...form.register("attendeeName")}
          />
          <TextField
            label={t("form.email")}
            type="email"
            autoComplete="email"
            required
            error={translate(errors.attendeeEmail?.message)}
            {...form.register("attendeeEmail")}
          />
          <TextField
            label={`${t("form.phone")} (${ts("common.optional")})`}
            type="tel"
            autoComplete="tel"
            {...form.register("attendeePhone")}
          />
          <TextArea
            label={`${t("form.notes")} (${ts("common.optional")})`}
            placeholder={t("form.notesPlaceholder")}
            rows={3}
            {...form.register("notes")}
          />
          <TextRemindersFields />
          <div className="ps-form__actions">
            <DialogClose asChild>
              <Button variant="secondary">{t("form.cancel")}</Button>
            </DialogClose>
            <Button type="submit" loading={rsvp.isPending}>
              {rsvp.isPending ? t("form.submitting") : waitlist ? t("form.joinWaitlist") : t("form.submit")}
            </Button>
          </div>
        </form>
      </FormProvider>
    </Dialog>
  );
}
