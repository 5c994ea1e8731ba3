import {
  easternInstant,
  eventCategoryLabels,
  isEventFull,
  type RsvpCreateResponse,
  rsvpMessages,
} from "@church/contracts";
import { Badge, Button, buttonClassName, useLanguage } from "@church/ui-kit";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useTagText } from "../../../api/tag-names.ts";
import { CalendarIcon, CheckIcon, ClockIcon, MapPinIcon, UsersIcon } from "../../../components/icons.tsx";
import { NeedsJavaScript } from "../../../components/needs-javascript.tsx";
import { churchZoneText, ZoneTime } from "../../../components/zone-time.tsx";
import { useTranslateMessage } from "../../../i18n/messages.ts";
import { formatDate } from "../../../lib/format.ts";
import { buffaloStart } from "../../../lib/time.ts";
import { timeText } from "../../../lib/time-text.ts";
import { useReveal } from "../../../lib/use-reveal.ts";
import { eventsNs } from "../events.texts.ts";
import { calendarTemplateUrl, directionsUrl, type Occurrence } from "../lib/calendar.ts";

// The RSVP form (its dialog, form library and the contract's check) loads when it is opened.
const RsvpDialog = lazy(async () => ({ default: (await import("./rsvp-dialog.tsx")).RsvpDialog }));

/**
 * The selected event: facts, description, tags, RSVP (or, when full, the waiting list), calendar and
 * directions links, and after an RSVP what the server answered.
 */
export function EventDetail({ event, onOwnPage = false }: { event: Occurrence; onOwnPage?: boolean }) {
  const { t } = useTranslation(eventsNs);
  const { t: ts } = useTranslation("site");
  const { language } = useLanguage();
  const tagText = useTagText();
  const translate = useTranslateMessage();
  const [rsvpOpen, setRsvpOpen] = useState(false);
  const [answer, setAnswer] = useState<RsvpCreateResponse | null>(null);
  const confirmation = useReveal<HTMLDivElement>(answer !== null);
  // Each date of a series has its own seats (the API counts them per date).
  const full = isEventFull(event);

  return (
    <article className="ps-event-detail" aria-labelledby={onOwnPage ? undefined : `event-${event.id}`}>
      <p className="ps-event-detail__category">
        <span className="ck-visually-hidden">{t("detail.category")}: </span>
        {eventCategoryLabels[event.category][language]}
      </p>
      {/* On its own page the title is the page's heading. */}
      {!onOwnPage && (
        <h3 id={`event-${event.id}`} className="ps-event-detail__title">
          {event.title}
        </h3>
      )}
      <ul className="ps-facts">
        <li>
          <CalendarIcon />
          <span>
            <span className="ck-visually-hidden">{ts("common.date")}: </span>
            <time dateTime={event.date}>{formatDate(event.date, language, "full")}</time>
          </span>
        </li>
        <li>
          <ClockIcon />
          <span>
            <span className="ck-visually-hidden">{ts("common.time")}: </span>
            <ZoneTime
              text={timeText(event.time, language)}
              start={buffaloStart(event.date, event.startTime)}
            />
          </span>
        </li>
        <li>
          <MapPinIcon />
          <span>
            <span className="ck-visually-hidden">{ts("common.location")}: </span>
            {event.location}
            {event.locationAddress && (
              <>
                <br />
                <span className="ps-muted">{event.locationAddress}</span>
              </>
            )}
          </span>
        </li>
        {event.maxAttendees !== null && (
          <li>
            <UsersIcon />
            <span>{t("detail.capacity", { current: event.currentAttendees, max: event.maxAttendees })}</span>
          </li>
        )}
      </ul>
      <p className="ps-prose">{event.description}</p>
      {event.tags.length > 0 && (
        <ul className="ps-chips" aria-label={ts("common.tags")}>
          {event.tags.map((tag) => (
            <li key={tag} className="ps-chip ps-chip--static" lang={tagText(tag).lang}>
              {tagText(tag).text}
            </li>
          ))}
        </ul>
      )}
      {event.rsvpRequired && (
        <div className="ps-event-detail__rsvp">
          <Badge tone={full ? "danger" : "info"}>{t("detail.rsvpRequired")}</Badge>
          {full && (
            <p className="ps-event-detail__full">
              {t("detail.isFull")}. {t("detail.waitlistHint")}
            </p>
          )}
          <NeedsJavaScript kind="form">
            <Button variant={full ? "secondary" : "primary"} onClick={() => setRsvpOpen(true)}>
              {full ? t("detail.joinWaitlist") : t("detail.rsvp")}
            </Button>
          </NeedsJavaScript>
          {rsvpOpen && (
            <Suspense fallback={null}>
              <RsvpDialog event={event} open={rsvpOpen} onOpenChange={setRsvpOpen} onAnswered={setAnswer} />
            </Suspense>
          )}
          {answer && (
            <div className="ps-rsvp-answer" role="status" tabIndex={-1} ref={confirmation}>
              <p className="ps-rsvp-answer__title">
                <CheckIcon />{" "}
                {translate(answer.status === "waitlisted" ? rsvpMessages.waitlisted : rsvpMessages.confirmed)}
              </p>
              <p>
                {t("answer.when", {
                  event: event.title,
                  date: formatDate(answer.rsvp.eventDate, language, "full"),
                  time: `${timeText(event.time, language)}${
                    event.startTime
                      ? ` ${churchZoneText(ts, easternInstant(event.date, event.startTime))}`
                      : ""
                  }`,
                })}
              </p>
              <p>
                {t(answer.status === "waitlisted" ? "answer.waitlistMail" : "answer.mail", {
                  email: answer.rsvp.attendeeEmail,
                })}
              </p>
            </div>
          )}
        </div>
      )}
      <div className="ps-actions">
        {!onOwnPage && (
          <Link className={buttonClassName("primary", "sm")} to={`/events/${event.slug}`}>
            {t("page.more")}
            <span className="ck-visually-hidden">: {event.title}</span>
          </Link>
        )}
        <a
          className={buttonClassName("secondary", "sm")}
          href={calendarTemplateUrl(event)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t("detail.addToCalendar")}
          <span className="ck-visually-hidden"> {ts("common.opensInNewTab")}</span>
        </a>
        <a
          className={buttonClassName("secondary", "sm")}
          href={directionsUrl(event)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t("detail.directions")}
          <span className="ck-visually-hidden"> {ts("common.opensInNewTab")}</span>
        </a>
      </div>
    </article>
  );
}
