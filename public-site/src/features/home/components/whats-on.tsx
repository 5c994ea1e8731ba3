import { useLanguage } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { ChurchTime } from "../../../components/zone-time.tsx";
import { formatDate } from "../../../lib/format.ts";
import { pathIn } from "../../../lib/language.ts";
import { buffaloStart } from "../../../lib/time.ts";
import { timeText } from "../../../lib/time-text.ts";
import { translatedText } from "../../../lib/translated-text.ts";
import { useWhatsOn } from "../api/get-whats-on.ts";
import { homeNs } from "../home.texts.ts";

/**
 * What is on this week: the next events, the latest sermon and the current announcements, from the
 * live data. A static island of the home page (components/static-island.tsx): the browser keeps the
 * server's HTML and loads this code only when it renders the home page itself, so its links are plain.
 */
export default function WhatsOn() {
  const { t } = useTranslation(homeNs);
  const { language } = useLanguage();
  const { data } = useWhatsOn();
  if (!data) return null;
  const href = (path: string) => pathIn(language, path);
  const date = (value: string) => (
    <time dateTime={value} className="ps-whats-on__date">
      {formatDate(value, language, "full")}
    </time>
  );
  const { sermon } = data;
  const sermonTitle = sermon && translatedText(sermon, "title", language);

  return (
    <section className="ps-section ps-whats-on" aria-labelledby="ps-whats-on-title">
      <h2 id="ps-whats-on-title" className="ps-section__title">
        {t("whatsOn.title")}
      </h2>
      <div className="ps-grid ps-grid--3">
        <section className="ps-panel" aria-labelledby="ps-whats-on-events">
          <h3 id="ps-whats-on-events" className="ps-panel__title">
            {t("whatsOn.events")}
          </h3>
          {data.events.length === 0 ? (
            <p className="ps-muted">{t("whatsOn.noEvents")}</p>
          ) : (
            <ul className="ps-whats-on__list">
              {data.events.map((event) => {
                const title = translatedText(event, "title", language);
                const location = translatedText(event, "location", language);
                return (
                  <li key={event.id}>
                    {date(event.date)}
                    <a href={href(`/events/${event.slug}`)} lang={title.lang}>
                      {title.text}
                    </a>
                    <span className="ps-muted">
                      <ChurchTime
                        text={timeText(translatedText(event, "time", language).text, language)}
                        start={buffaloStart(event.date, event.startTime)}
                      />
                      {event.repeat !== "none" && ` · ${t(`whatsOn.repeat.${event.repeat}`)}`}
                      {" · "}
                      <span lang={location.lang}>{location.text}</span>
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
          <a className="ps-tile__link" href={href("/events")}>
            {t("whatsOn.allEvents")}
          </a>
        </section>

        <section className="ps-panel" aria-labelledby="ps-whats-on-sermon">
          <h3 id="ps-whats-on-sermon" className="ps-panel__title">
            {t("whatsOn.sermon")}
          </h3>
          {sermon && sermonTitle ? (
            <div className="ps-whats-on__list">
              {date(sermon.date)}
              <a href={href(`/audio-services/${sermon.id}`)} lang={sermonTitle.lang}>
                {sermonTitle.text}
              </a>
              <span className="ps-muted">
                {sermon.speaker} · {t("whatsOn.length", { duration: sermon.duration })}
              </span>
            </div>
          ) : (
            <p className="ps-muted">{t("whatsOn.noSermon")}</p>
          )}
          <a className="ps-tile__link" href={href("/audio-services")}>
            {t("whatsOn.allSermons")}
          </a>
        </section>

        <section className="ps-panel" aria-labelledby="ps-whats-on-news">
          <h3 id="ps-whats-on-news" className="ps-panel__title">
            {t("whatsOn.announcements")}
          </h3>
          {data.announcements.length === 0 ? (
            <p className="ps-muted">{t("whatsOn.noAnnouncements")}</p>
          ) : (
            <ul className="ps-whats-on__list">
              {data.announcements.map((item) => {
                const title = translatedText(item, "title", language);
                const summary = translatedText(item, "summary", language);
                return (
                  <li key={item.id}>
                    <a href={href(`/announcements/${item.slug}`)} lang={title.lang}>
                      {title.text}
                    </a>
                    <span className="ps-muted" lang={summary.lang}>
                      {summary.text}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
          <a className="ps-tile__link" href={href("/announcements")}>
            {t("whatsOn.allAnnouncements")}
          </a>
        </section>
      </div>
    </section>
  );
}
