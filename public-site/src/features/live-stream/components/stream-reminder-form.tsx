import { churchInfo, type MessageChannel, streamReminderConsentWording } from "@church/contracts";
import { ApiError } from "@church/contracts/client";
import { Alert, Button, Checkbox, RadioGroup, TextField, useLanguage } from "@church/ui-kit";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { NeedsJavaScript } from "../../../components/needs-javascript.tsx";
import { churchZoneText, VisitorTime } from "../../../components/zone-time.tsx";
import { useTranslateMessage } from "../../../i18n/messages.ts";
import { islandOf } from "../../../islands/island.tsx";
import { dateTimeFormat } from "../../../lib/format.ts";
import { timeText } from "../../../lib/time-text.ts";
import { useStreamReminder } from "../api/stream-reminder.ts";
import { liveNs } from "../live.texts.ts";

type Way = "email" | "text";

/** "Sunday 3:00 PM" in Buffalo, in Swahili time for a Swahili page ("Jumapili saa 9:00 alasiri"). */
const buffaloText = (start: number, language: "en" | "sw") =>
  timeText(
    dateTimeFormat("en-US", {
      weekday: "long",
      hour: "numeric",
      minute: "2-digit",
      timeZone: churchInfo.timeZone,
    }).format(new Date(start)),
    language,
  );

/**
 * "Notify me": one reminder 30 minutes before the next stream, by e-mail, or by SMS/WhatsApp with the
 * consent box ticked; the page's language goes with it. It subscribes to nothing else.
 */
export function StreamReminderForm() {
  const { t } = useTranslation(liveNs);
  const { t: ts } = useTranslation("site");
  const { language } = useLanguage();
  const translate = useTranslateMessage();
  const reminder = useStreamReminder();
  const [way, setWay] = useState<Way>("email");
  const [email, setEmail] = useState("");
  const [phone, setPhone] = useState("");
  const [channel, setChannel] = useState<MessageChannel>("sms");
  const [consent, setConsent] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    reminder.mutate(way === "email" ? { email, language } : { phone, channel, consent, language });
  };
  const error = reminder.error instanceof ApiError ? reminder.error : null;
  const fieldError = (name: string) => translate(error?.fields?.[name]);
  const formError =
    reminder.error && !error?.fields ? translate(reminder.error.message) || t("remind.error") : null;

  if (reminder.data) {
    const start = Date.parse(reminder.data.streamStart);
    return (
      <section className="ps-panel" aria-labelledby="live-remind-title">
        <h2 id="live-remind-title" className="ps-panel__title">
          {t("remind.doneTitle")}
        </h2>
        <p role="status">
          {t("remind.done", {
            time: `${buffaloText(start, language)} ${churchZoneText(ts, start)}`,
          })}
          <VisitorTime start={start} />
        </p>
        <p className="ps-muted ps-small">{t("remind.once")}</p>
      </section>
    );
  }

  return (
    <section className="ps-panel" aria-labelledby="live-remind-title">
      <h2 id="live-remind-title" className="ps-panel__title">
        {t("notify.title")}
      </h2>
      <p className="ps-small">{t("notify.text")}</p>
      <NeedsJavaScript kind="form">
        <form className="ps-live-chat__form" onSubmit={submit} noValidate>
          <RadioGroup
            label={t("remind.how")}
            name="live-remind-way"
            orientation="horizontal"
            value={way}
            onValueChange={(value) => setWay(value === "text" ? "text" : "email")}
            options={[
              { value: "email", label: t("remind.byEmail") },
              { value: "text", label: t("remind.byText") },
            ]}
          />
          {way === "email" ? (
            <TextField
              label={t("remind.email")}
              type="email"
              autoComplete="email"
              required
              value={email}
              error={fieldError("email")}
              onChange={(event) => setEmail(event.target.value)}
            />
          ) : (
            <>
              <TextField
                label={t("remind.phone")}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                required
                hint={t("remind.phoneHint")}
                value={phone}
                error={fieldError("phone") || fieldError("email")}
                onChange={(event) => setPhone(event.target.value)}
              />
              <RadioGroup
                label={t("remind.channel")}
                name="live-remind-channel"
                orientation="horizontal"
                value={channel}
                onValueChange={(value) => setChannel(value === "whatsapp" ? "whatsapp" : "sms")}
                options={[
                  { value: "sms", label: "SMS" },
                  { value: "whatsapp", label: "WhatsApp" },
                ]}
              />
              <Checkbox
                label={streamReminderConsentWording[language]}
                checked={consent}
                error={fieldError("consent")}
                onChange={(event) => setConsent(event.target.checked)}
              />
            </>
          )}
          {formError && <Alert tone="error">{formError}</Alert>}
          <Button type="submit" loading={reminder.isPending}>
            {t("remind.submit")}
          </Button>
        </form>
      </NeedsJavaScript>
    </section>
  );
}

/** On the live stream page (an islands page), hydrated on the first touch or focus. */
export const StreamReminderIsland = islandOf("stream-reminder", StreamReminderForm, { when: "touch" });
