import { localize } from "@church/contracts";
import { buttonClassName, Spinner, useLanguage } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router-dom";
import { PageIntro } from "../../../components/page-intro.tsx";
import { ShareLinksIsland } from "../../../components/share-links.tsx";
import { islandOf } from "../../../islands/island.tsx";
import { datedDescription } from "../../../lib/format.ts";
import { usePageMeta } from "../../../lib/seo/page-meta.ts";
import { eventJsonLd } from "../../../lib/seo/structured-data.ts";
import { siteConfig } from "../../../lib/site-config.ts";
import { useEvents } from "../api/get-events.ts";
import { eventsNs } from "../events.texts.ts";
import { CalendarFeeds } from "./calendar-feeds.tsx";
import { EventDetail } from "./event-detail.tsx";
import "./events.css";

/** The event of an address, in the page's language (from the events the page read), or none. */
function useOwnEvent(slug: string) {
  const { language } = useLanguage();
  const query = useEvents();
  const found = query.data?.find((event) => event.slug === slug);
  return { query, found, event: found ? localize(found, language) : undefined };
}

/** The event's facts, RSVP and links: on its page, an island hydrated on the first touch. */
export function OwnEventDetail({ slug }: { slug: string }) {
  const { event } = useOwnEvent(slug);
  return event ? (
    <EventDetail event={{ ...event, key: `${event.id}/${event.date}`, isNext: true }} onOwnPage />
  ) : null;
}

const OwnEventDetailIsland = islandOf("event-detail", OwnEventDetail, { when: "touch" });

/** One event's own page (/events/{slug}), to share and to RSVP from, or 'Event Not Found'. */
export default function EventPage() {
  const { slug = "" } = useParams();
  const { t } = useTranslation(eventsNs);
  const { t: ts } = useTranslation("site");
  const { language } = useLanguage();
  const { query, found, event } = useOwnEvent(slug);
  const path = `/events/${slug}`;
  const crumbs = [{ name: ts("pages.events"), path: "/events" }];
  usePageMeta({
    title: event?.title ?? (query.isPending ? ts("pages.events") : t("page.notFoundTitle")),
    description: event ? datedDescription(event.date, language, event.description) : t("page.notFoundText"),
    path,
    image: event?.imageUrl,
    shareCard: event ? { kind: "events", key: slug } : undefined,
    noIndex: !query.isPending && !event,
    breadcrumbs: event ? [...crumbs, { name: event.title, path }] : crumbs,
    jsonLd: found ? [eventJsonLd(siteConfig.origin, found, path)] : [],
  });

  if (query.isPending) {
    return (
      <div className="ps-center">
        <Spinner label={t("loading")} />
      </div>
    );
  }
  if (!event) {
    return (
      <div className="ps-center">
        <h1 className="ps-center__title">{t("page.notFoundTitle")}</h1>
        <p className="ps-lead">{query.isError ? ts("common.loadError") : t("page.notFoundText")}</p>
        <Link className={buttonClassName("primary")} to="/events">
          {t("page.allEvents")}
        </Link>
      </div>
    );
  }
  return (
    <>
      <PageIntro title={event.title} crumbs={crumbs} />
      <div className="ps-section ps-sidebar-layout">
        <div className="ps-stack">
          <OwnEventDetailIsland slug={slug} />
          <section className="ps-stack" aria-labelledby="event-share">
            <h2 id="event-share" className="ps-subtitle">
              {t("page.share")}
            </h2>
            <ShareLinksIsland path={path} title={event.title} />
          </section>
          <p>
            <Link to="/events">{t("page.allEvents")}</Link>
          </p>
        </div>
        <aside>
          <CalendarFeeds />
        </aside>
      </div>
    </>
  );
}
