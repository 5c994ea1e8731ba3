import {
  churchInfo,
  earliestMeetingDate,
  easternInstant,
  easternZoneName,
  type MeetingFormat,
  type MeetingRequestInput,
  type MeetingType,
  type MeetingUrgency,
  mailtoHref,
  meetingFormatLabels,
  meetingFormats,
  meetingRequestMail,
  meetingTimeSlots,
  meetingTypeLabels,
  meetingTypes,
  meetingUrgencies,
  meetingUrgencyLabels,
  parseTimeOfDay,
} from "@church/contracts";
import { ApiError } from "@church/contracts/client";
import {
  Alert,
  Button,
  buttonClassName,
  SelectField,
  TextArea,
  TextField,
  useLanguage,
} from "@church/ui-kit";
import { useMutation } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { type FieldValues, FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { CheckIcon, PhoneIcon } from "../../../components/icons.tsx";
import { NeedsJavaScript } from "../../../components/needs-javascript.tsx";
import { PageIntro } from "../../../components/page-intro.tsx";
import {
  noTextReminders,
  TextRemindersFields,
  type TextRemindersState,
  textRemindersBody,
  withTextReminders,
} from "../../../components/text-reminders/text-reminders-fields.tsx";
import { churchZoneText, VisitorTime } from "../../../components/zone-time.tsx";
import { useTranslateMessage } from "../../../i18n/messages.ts";
import { useList } from "../../../i18n/use-list.ts";
import { islandOf } from "../../../islands/island.tsx";
import { api } from "../../../lib/api-client.ts";
import { formatDate } from "../../../lib/format.ts";
import { lazyResolver } from "../../../lib/lazy-resolver.ts";
import { useToday } from "../../../lib/render-info.tsx";
import { routes } from "../../../lib/routes.ts";
import { usePageMeta } from "../../../lib/seo/page-meta.ts";
import { useReveal } from "../../../lib/use-reveal.ts";
import { useMeetingSlots } from "../api/get-meeting-slots.ts";
import { slotLabel } from "../lib/time-slots.ts";
import { meetingNs } from "../meeting.texts.ts";
import { SlotFields } from "./slot-fields.tsx";

interface Values {
  name: string;
  email: string;
  phone: string;
  meetingType: MeetingType;
  preferredDate: string;
  preferredTime: string;
  alternativeDate: string;
  alternativeTime: string;
  meetingFormat: MeetingFormat;
  urgency: MeetingUrgency;
  purpose: string;
  textReminders: TextRemindersState;
}

const defaults: Values = {
  name: "",
  email: "",
  phone: "",
  meetingType: "general",
  preferredDate: "",
  preferredTime: "",
  alternativeDate: "",
  alternativeTime: "",
  meetingFormat: "any",
  urgency: "routine",
  purpose: "",
  textReminders: noTextReminders,
};

/** The API is out of reach (down, missing, or answering garbage): the mail-client fallback applies. */
const unreachable = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === 0 || error.status === 404 || error.status >= 500 || error.code === "bad_response");

type Outcome = { via: "api" | "mail"; request: MeetingRequestInput; mail: string };

/**
 * The request form with its sidebar, then the confirmation in place of the whole page. On its page (an
 * islands page), hydrated on the first touch or focus: the pastor's free slots load then.
 */
export function MeetingRequest() {
  const { t } = useTranslation(meetingNs);
  const { t: ts } = useTranslation("site");
  const { language } = useLanguage();
  const translate = useTranslateMessage();
  const expectations = useList(meetingNs, "sidebar.items");
  const today = useToday();
  const earliest = earliestMeetingDate();
  // The contract's check (and zod) loads on the first submit.
  const resolver = useMemo(
    () =>
      withTextReminders<Values>(
        lazyResolver<FieldValues>(
          async () => (await import("./meeting-rules.ts")).meetingResolver(today) as never,
        ),
      ),
    [today],
  );
  const form = useForm<Values>({ resolver, defaultValues: defaults });
  const slots = useMeetingSlots();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const title = ts("pages.scheduleMeeting");

  const submit = useMutation({
    mutationFn: async (values: Values): Promise<Outcome> => {
      const { parseMeetingRequest } = await import("./meeting-rules.ts");
      const parsed = parseMeetingRequest(today, {
        ...values,
        textReminders: textRemindersBody(values.textReminders),
        language,
      });
      const mail = mailtoHref(meetingRequestMail(parsed));
      try {
        await api.call(routes.meetingRequests.submit, { body: parsed });
        return { via: "api", request: parsed, mail };
      } catch (error) {
        if (!unreachable(error)) throw error;
        // The spec's path when the server cannot be reached: a pre-filled message to the pastor.
        window.open(mail, "_blank", "noopener");
        return { via: "mail", request: parsed, mail };
      }
    },
    onSuccess: setOutcome,
    // A slot taken meanwhile: the list shows what is still free.
    onError: () => void slots.refetch(),
  });
  const { errors } = form.formState;
  const required = form.watch(["name", "email", "preferredDate", "preferredTime", "purpose"]);
  const incomplete = !required.every((value) => value?.trim());
  // A slot is a Buffalo time: EST or EDT on the date picked, and the visitor's own time for it.
  const [alternativeDate, alternativeTime] = form.watch(["alternativeDate", "alternativeTime"]);
  const slotAt = (date: string | undefined, slot: string | undefined | null): number | null => {
    const time24 = slot ? parseTimeOfDay(slot) : null;
    return time24 ? easternInstant(date || earliest, time24) : null;
  };
  const zoneHint = (date: string | undefined, slot: string | undefined | null) => (
    <>
      {t("form.timeHint", {
        city: churchInfo.address.city,
        zone: easternZoneName(slotAt(date, slot) ?? slotAt(date, "12:00 PM") ?? 0),
      })}
      <VisitorTime start={slotAt(date, slot)} />
    </>
  );
  const confirmation = useReveal<HTMLDivElement>(outcome !== null);

  if (outcome) {
    const { request } = outcome;
    return (
      <div className="ps-center ps-give-success" role="status" tabIndex={-1} ref={confirmation}>
        <span className="ps-give-success__icon" aria-hidden="true">
          <CheckIcon size={40} />
        </span>
        <h1 className="ps-center__title">{t("confirmation.title")}</h1>
        <p className="ps-lead">
          {outcome.via === "api" ? t("confirmation.text") : t("confirmation.mailText")}
        </p>
        {outcome.via === "mail" && <a href={outcome.mail}>{t("confirmation.mailLink")}</a>}
        <dl className="ps-details ps-panel">
          <dt>{t("confirmation.summary")}</dt>
          <dd>{meetingTypeLabels[request.meetingType][language]}</dd>
          <dt>{t("form.preferredDate")}</dt>
          <dd>
            {t("confirmation.when", {
              date: formatDate(request.preferredDate, language, "full"),
              time: `${slotLabel(request.preferredTime, language)} ${churchZoneText(
                ts,
                slotAt(request.preferredDate, request.preferredTime) ?? 0,
              )}`,
            })}
          </dd>
          <dt>{t("form.format")}</dt>
          <dd>{meetingFormatLabels[request.meetingFormat][language]}</dd>
        </dl>
        <div className="ps-actions">
          <Button
            variant="secondary"
            onClick={() => {
              form.reset(defaults);
              submit.reset();
              setOutcome(null);
            }}
          >
            {t("confirmation.another")}
          </Button>
          <Link className={buttonClassName("primary")} to="/">
            {t("confirmation.home")}
          </Link>
        </div>
      </div>
    );
  }

  const slotOptions = meetingTimeSlots.map((slot) => ({ value: slot, label: slotLabel(slot, language) }));
  const failure =
    submit.error instanceof ApiError && submit.error.status >= 400 && submit.error.status < 500
      ? translate(submit.error.message)
      : submit.error
        ? t("form.error")
        : null;

  return (
    <>
      <PageIntro title={title} lead={t("lead")} />
      <div className="ps-section ps-sidebar-layout">
        <NeedsJavaScript kind="form">
          <FormProvider {...form}>
            <form
              className="ps-stack"
              noValidate
              onSubmit={form.handleSubmit((values) => submit.mutate(values))}
            >
              <fieldset className="ps-panel ps-form">
                <legend className="ps-panel__title">{t("form.aboutYou")}</legend>
                <div className="ps-form__row">
                  <TextField
                    label={t("form.name")}
                    autoComplete="name"
                    required
                    error={translate(errors.name?.message)}
                    {...form.register("name")}
                  />
                  <TextField
                    label={t("form.email")}
                    type="email"
                    autoComplete="email"
                    required
                    error={translate(errors.email?.message)}
                    {...form.register("email")}
                  />
                </div>
                <TextField
                  label={`${t("form.phone")} (${ts("common.optional")})`}
                  type="tel"
                  autoComplete="tel"
                  {...form.register("phone")}
                />
                <TextRemindersFields />
              </fieldset>
              <fieldset className="ps-panel ps-form">
                <legend className="ps-panel__title">{t("form.meeting")}</legend>
                <SelectField
                  label={t("form.type")}
                  options={meetingTypes.map((value) => ({
                    value,
                    label: meetingTypeLabels[value][language],
                  }))}
                  {...form.register("meetingType")}
                />
                <SlotFields slots={slots.data} failed={slots.isError} earliest={earliest} hint={zoneHint} />
                <div className="ps-form__row">
                  <TextField
                    label={`${t("form.alternativeDate")} (${ts("common.optional")})`}
                    type="date"
                    min={earliest}
                    error={translate(errors.alternativeDate?.message)}
                    {...form.register("alternativeDate")}
                  />
                  <SelectField
                    label={`${t("form.alternativeTime")} (${ts("common.optional")})`}
                    placeholder={t("form.selectTime")}
                    options={slotOptions}
                    hint={zoneHint(alternativeDate || undefined, alternativeTime)}
                    {...form.register("alternativeTime")}
                  />
                </div>
                <div className="ps-form__row">
                  <SelectField
                    label={t("form.format")}
                    options={meetingFormats.map((value) => ({
                      value,
                      label: meetingFormatLabels[value][language],
                    }))}
                    {...form.register("meetingFormat")}
                  />
                  <SelectField
                    label={t("form.urgency")}
                    options={meetingUrgencies.map((value) => ({
                      value,
                      label: meetingUrgencyLabels[value][language],
                    }))}
                    {...form.register("urgency")}
                  />
                </div>
                <TextArea
                  label={t("form.purpose")}
                  placeholder={t("form.purposePlaceholder")}
                  rows={5}
                  required
                  error={translate(errors.purpose?.message)}
                  {...form.register("purpose")}
                />
                <p className="ps-muted ps-small">{t("form.privacy")}</p>
                {failure && <Alert tone="error">{failure}</Alert>}
                <div className="ps-form__actions">
                  <Button type="submit" loading={submit.isPending} disabled={incomplete || submit.isPending}>
                    {submit.isPending ? t("form.submitting") : t("form.submit")}
                  </Button>
                </div>
              </fieldset>
            </form>
          </FormProvider>
        </NeedsJavaScript>
        <aside className="ps-stack">
          <section className="ps-panel ps-panel--soft" aria-labelledby="meeting-expect">
            <h2 id="meeting-expect" className="ps-panel__title">
              {t("sidebar.title")}
            </h2>
            <ul className="ps-checklist">
              {expectations.map((item) => (
                <li key={item}>
                  <CheckIcon size={18} /> {item}
                </li>
              ))}
            </ul>
          </section>
          <section className="ps-panel" aria-labelledby="meeting-urgent">
            <h2 id="meeting-urgent" className="ps-panel__title">
              {t("sidebar.urgentTitle")}
            </h2>
            <p>{t("sidebar.urgentText")}</p>
            <p className="ps-facts__line">
              <PhoneIcon />{" "}
              <a href={`tel:+1${churchInfo.pastor.phone.replace(/\D/g, "")}`}>{churchInfo.pastor.phone}</a>
            </p>
          </section>
        </aside>
      </div>
    </>
  );
}

const MeetingRequestIsland = islandOf("meeting", MeetingRequest, { when: "touch" });

/** Schedule a Meeting: the request form, then a confirmation screen. */
export default function ScheduleMeetingPage() {
  const { t } = useTranslation(meetingNs);
  const { t: ts } = useTranslation("site");
  const title = ts("pages.scheduleMeeting");
  usePageMeta({
    title,
    description: t("metaDescription"),
    path: "/schedule-meeting",
    breadcrumbs: [{ name: title, path: "/schedule-meeting" }],
  });
  return <MeetingRequestIsland />;
}
