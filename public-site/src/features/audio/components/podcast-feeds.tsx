import { useTranslation } from "react-i18next";
import { appFeedUrl, FeedLinks } from "../../../components/feed-links.tsx";
import { absoluteUrl } from "../../../lib/site-config.ts";
import { audioNs } from "../audio.texts.ts";

/** The sermon podcast's feed in each language (the API's podcast endpoints). */
export const podcastFeeds = { en: "/api/podcast.xml", sw: "/api/podcast/sw.xml" } as const;

/** Subscribe buttons for the sermon podcast: Apple Podcasts and any podcast app, in both languages. */
export function PodcastFeeds() {
  const { t } = useTranslation(audioNs);
  const links = (["en", "sw"] as const).flatMap((language) => {
    const which = language === "en" ? t("podcast.english") : t("podcast.swahili");
    return [
      {
        label: `${t("podcast.apple")}: ${which}`,
        href: appFeedUrl("podcast", podcastFeeds[language]),
        hrefLang: language,
      },
      {
        label: `${t("podcast.other")}: ${which}`,
        href: absoluteUrl(podcastFeeds[language]),
        hrefLang: language,
      },
    ];
  });
  return (
    <FeedLinks id="sermons-subscribe" title={t("podcast.title")} text={t("podcast.text")} links={links} />
  );
}
