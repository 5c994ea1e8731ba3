import { addDays, type Language, localize } from "@church/contracts";
import { Spinner, useLanguage } from "@church/ui-kit";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { NewsletterSignupIsland } from "../../../components/newsletter-signup.tsx";
import { PageIntro } from "../../../components/page-intro.tsx";
import { ChurchTime, VisitorTime } from "../../../components/zone-time.tsx";
import { islandOf } from "../../../islands/island.tsx";
import { formatDate, formatMonth } from "../../../lib/format.ts";
import { usePageMeta } from "../../../lib/seo/page-meta.ts";
import { eventJsonLd } from "../../../lib/seo/structured-data.ts";
import { siteConfig } from "../../../lib/site-config.ts";
import { buffaloStart } from "../../../lib/time.ts";
import { timeText } from "../../../lib/time-text.ts";
import { useEvents } from "../api/get-events.ts";
import { eventsNs } from "../events.texts.ts";
import { expandOccurrences, filterByTags, type Occurrence, shiftMonth } from "../lib/calendar.ts";
import { CalendarFeeds } from "./calendar-feeds.tsx";
import { EventCalendar } from "./event-calendar.tsx";
import { EventDetail } from "./event-detail.tsx";
import "./events.css";
import { useTagText } from "../../../api/tag-names.ts";
import { NeedsJavaScript } from "../../../components/needs-javascript.tsx";
import { useToday } from "../../../lib/render-info.tsx";

/** The opening list's length at most (each event once). */
const upcomingMax = 12;

function EventButtonList({
  events,
  selectedId,
  onSelect,
}: {
  events: readonly Occurrence[];
  selectedId: string | null;
  onSelect: (event: Occurrence) => void;
}) {
  const { language } = useLanguage();
  return (
    <ul className="ps-event-list">
      {events.map((event) => (
        <li key={event.key}>
          <button
            type="button"
            className="ps-event-list__item"
            aria-pressed={event.key === selectedId}
            onClick={() => onSelect(event)}
          >
            <time className="ps-event-list__date" dateTime={event.date}>
              {formatDate(event.date, language, "medium")}
            </time>
            <span className="ps-event-list__title">{event.title}</span>
            <EventListTime event={event} language={language} />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** An event's time in Buffalo with its zone, then the place; the visitor's own time on the line below. */
function EventListTime({ event, language }: { event: Occurrence; language: Language }) {
  const { t } = useTranslation(eventsNs);
  const start = buffaloStart(event.date, event.startTime);
  return (
    <span className="ps-event-list__meta">
      <ChurchTime text={timeText(event.time, language)} start={start} />
      {event.repeat !== "none" && ` · ${t(`upcoming.repeat.${event.repeat}`)}`} · {event.location}
      {start !== null && <VisitorTime start={start} />}
    </span>
  );
}

/**
 * The coming events by date (each once), the detail panel, topic filter, month grid and list, RSVP:
 * one part, since a choice in one changes the others. On the events page, an island hydrated on the
 * first touch (its HTML reads and its links work before).
 */
export function EventsBrowser() {
  const { t } = useTranslation(eventsNs);
  const { language } = useLanguage();
  const tagText = useTagText();
  const query = useEvents();
  const today = useToday();
  const [view, setView] = useState(() => ({
    year: Number(today.slice(0, 4)),
    month: Number(today.slice(5, 7)) - 1,
  }));
  const [selectedTags, setSelectedTags] = useState<string[]>([]);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const events = useMemo(
    () => (query.data ?? []).map((event) => localize(event, language)),
    [query.data, language],
  );
  const tags = useMemo(() => [...new Set(events.flatMap((event) => event.tags))].sort(), [events]);
  const monthKey = `${view.year}-${String(view.month + 1).padStart(2, "0")}`;
  // Repeating events are drawn on each of their dates up to the end of the month shown (and a few weeks ahead).
  const monthEnd = `${monthKey}-31`;
  const until = monthEnd > addDays(today, 60) ? monthEnd : addDays(today, 60);
  const occurrences = useMemo(() => expandOccurrences(events, until), [events, until]);
  const filtered = filterByTags(occurrences, selectedTags);
  const inMonth = filtered.filter((event) => event.date.startsWith(monthKey));
  // The page opens on dates: every coming event once, at its next date, soonest first (a weekly
  // service is one line, with its rule, not one per week).
  const upcoming = filtered.filter((event) => event.isNext && event.date >= today).slice(0, upcomingMax);
  const selected = occurrences.find((event) => event.key === selectedId) ?? upcoming[0] ?? null;

  const toggleTag = (tag: string) =>
    setSelectedTags((current) =>
      current.includes(tag) ? current.filter((item) => item !== tag) : [...current, tag],
    );
  const select = (event: Occurrence) => {
    setSelectedId(event.key);
    document.getElementById("event-detail")?.scrollIntoView({ behavior: "smooth", block: "nearest" });
  };

  return (
    <>
      {query.isPending ? (
        <div className="ps-center">
          <Spinner label={t("loading")} />
        </div>
      ) : (
        <>
          {query.isError || events.length === 0 ? (
            <p className="ps-empty-note" role="status">
              {t("noEvents")}
            </p>
          ) : null}
          <div className="ps-events__layout">
            <div className="ps-events__calendar">
              <section className="ps-events__upcoming" aria-labelledby="events-upcoming">
                <h2 id="events-upcoming" className="ps-subtitle">
                  {t("upcoming.title")}
                </h2>
                {upcoming.length === 0 ? (
                  <p className="ps-muted">{t("upcoming.empty")}</p>
                ) : (
                  <EventButtonList events={upcoming} selectedId={selected?.key ?? null} onSelect={select} />
                )}
              </section>
              {tags.length > 0 && (
                <details className="ps-events__filters">
                  <summary className="ps-subtitle" id="events-filter">
                    {t("filterTitle")}
                    {selectedTags.length > 0 && ` (${selectedTags.length})`}
                  </summary>
                  <ul className="ps-chips">
                    {tags.map((tag) => (
                      <li key={tag}>
                        <button
                          type="button"
                          className="ps-chip"
                          aria-pressed={selectedTags.includes(tag)}
                          onClick={() => toggleTag(tag)}
                        >
                          <span lang={tagText(tag).lang}>{tagText(tag).text}</span>
                        </button>
                      </li>
                    ))}
                    {selectedTags.length > 0 && (
                      <li>
                        <button
                          type="button"
                          className="ps-chip ps-chip--clear"
                          onClick={() => setSelectedTags([])}
                        >
                          {t("clearAll")}
                        </button>
                      </li>
                    )}
                  </ul>
                  {selectedTags.length > 0 && <p className="ps-muted">{t("filterHint")}</p>}
                </details>
              )}
              <NeedsJavaScript kind="calendar">
                <EventCalendar
                  year={view.year}
                  month={view.month}
                  events={inMonth}
                  today={today}
                  selectedId={selected?.key ?? null}
                  onSelect={select}
                  onMonthChange={(by) => setView((current) => shiftMonth(current.year, current.month, by))}
                />
              </NeedsJavaScript>
              <section className="ps-events__month-list" aria-labelledby="events-month-list">
                <h2 id="events-month-list" className="ps-subtitle">
                  {t("list.title", { month: formatMonth(view.year, view.month, language) })}
                </h2>
                {inMonth.length === 0 ? (
                  <p className="ps-muted">{t("list.empty")}</p>
                ) : (
                  <EventButtonList events={inMonth} selectedId={selected?.key ?? null} onSelect={select} />
                )}
              </section>
            </div>
            <div className="ps-events__side">
              <section
                id="event-detail"
                className="ps-panel"
                aria-labelledby="events-detail-title"
                tabIndex={-1}
              >
                <h2 id="events-detail-title" className="ps-panel__title">
                  {t("detail.title")}
                </h2>
                {selected ? (
                  <EventDetail event={selected} />
                ) : (
                  <p className="ps-muted">{t("detail.choose")}</p>
                )}
              </section>
            </div>
          </div>
        </>
      )}
    </>
  );
}

const EventsBrowserIsland = islandOf("events-browser", EventsBrowser, { when: "touch" });

/** Events: the coming events and the calendar (EventsBrowser), the calendar feeds, the newsletter. */
export default function EventsPage() {
  const { t } = useTranslation(eventsNs);
  const { t: ts } = useTranslation("site");
  const { language } = useLanguage();
  const query = useEvents();
  const today = useToday();
  const events = useMemo(
    () => (query.data ?? []).map((event) => localize(event, language)),
    [query.data, language],
  );
  const title = ts("pages.events");
  usePageMeta({
    title,
    description: t("metaDescription"),
    path: "/events",
    breadcrumbs: [{ name: title, path: "/events" }],
    jsonLd: events
      .filter((event) => event.date >= today)
      .slice(0, 10)
      .map((event) => eventJsonLd(siteConfig.origin, event, `/events/${event.slug}`)),
  });

  return (
    <>
      <PageIntro title={title} lead={t("lead")} />
      <div className="ps-section ps-events">
        <EventsBrowserIsland />
        <CalendarFeeds />
        <NewsletterSignupIsland variant="inline" title={t("newsletter.title")} text={t("newsletter.text")} />
      </div>
    </>
  );
}
