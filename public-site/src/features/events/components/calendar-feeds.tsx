import { calendarFeedPath } from "@church/contracts";
import { useTranslation } from "react-i18next";
import { appFeedUrl, FeedLinks } from "../../../components/feed-links.tsx";
import { absoluteUrl } from "../../../lib/site-config.ts";
import { eventsNs } from "../events.texts.ts";

/** Subscribe buttons for the church's calendar feed: Apple Calendar, Google Calendar, any other app. */
export function CalendarFeeds() {
  const { t } = useTranslation(eventsNs);
  const feed = calendarFeedPath();
  const webcal = appFeedUrl("webcal", feed);
  return (
    <FeedLinks
      id="events-subscribe"
      title={t("subscribe.title")}
      text={t("subscribe.text")}
      links={[
        { label: t("subscribe.apple"), href: webcal },
        {
          label: t("subscribe.google"),
          href: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
        },
        { label: t("subscribe.other"), href: absoluteUrl(feed) },
      ]}
    />
  );
}
