import { audioCategoryLabels, localize } from "@church/contracts";
import { Badge, buttonClassName, Spinner, useLanguage } from "@church/ui-kit";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router-dom";
import { PageIntro } from "../../../components/page-intro.tsx";
import { ShareLinksIsland } from "../../../components/share-links.tsx";
import { islandOf } from "../../../islands/island.tsx";
import { datedDescription, formatDate } from "../../../lib/format.ts";
import { usePageMeta } from "../../../lib/seo/page-meta.ts";
import { sermonJsonLd } from "../../../lib/seo/structured-data.ts";
import { siteConfig } from "../../../lib/site-config.ts";
import { useAudioServices } from "../api/get-audio-services.ts";
import { audioNs } from "../audio.texts.ts";
import { canSaveOffline } from "../lib/saved-sermons.ts";
import { AudioPlayer } from "./audio-player.tsx";
import { PodcastFeeds, podcastFeeds } from "./podcast-feeds.tsx";
import "./audio.css";
import SaveOffline from "./save-offline.tsx";

/**
 * A sermon's player and, where the browser can keep it, "Save for offline". On the sermon's page, an
 * island hydrated on the first touch, or at load when this browser keeps sermons already
 * (`saved-offline`): what it keeps is then said at once.
 */
export function SermonListen({ id }: { id: string }) {
  const { language } = useLanguage();
  const query = useAudioServices();
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const found = query.data?.find((item) => item.id === id);
  if (!found) return null;
  const sermon = localize(found, language);
  return (
    <>
      <AudioPlayer item={sermon} />
      {/* In the server's page too (it cannot know), and gone once live where nothing can be kept. */}
      {(!live || canSaveOffline()) && <SaveOffline item={sermon} />}
    </>
  );
}

const SermonListenIsland = islandOf("sermon-listen", SermonListen, {
  when: "load",
  if: "saved-offline",
  otherwise: "touch",
});

/** One sermon's own page (/audio-services/{id}): the player, to share and to play, or 'Sermon Not Found'. */
export default function SermonPage() {
  const { id = "" } = useParams();
  const { t } = useTranslation(audioNs);
  const { t: ts } = useTranslation("site");
  const { language } = useLanguage();
  const query = useAudioServices();
  const found = query.data?.find((item) => item.id === id);
  const sermon = found ? localize(found, language) : undefined;
  const path = `/audio-services/${id}`;
  const crumbs = [{ name: ts("pages.audio"), path: "/audio-services" }];
  usePageMeta({
    title: sermon?.title ?? (query.isPending ? ts("pages.audio") : t("page.notFoundTitle")),
    description: sermon
      ? datedDescription(sermon.date, language, sermon.description)
      : t("page.notFoundText"),
    path,
    shareCard: sermon ? { kind: "audio-services", key: id } : undefined,
    noIndex: !query.isPending && !sermon,
    breadcrumbs: sermon ? [...crumbs, { name: sermon.title, path }] : crumbs,
    jsonLd: sermon
      ? [
          sermonJsonLd(siteConfig.origin, sermon, path, {
            name: t("page.podcastName"),
            feedPath: podcastFeeds[language],
          }),
        ]
      : [],
  });

  if (query.isPending) {
    return (
      <div className="ps-center">
        <Spinner label={ts("common.loading")} />
      </div>
    );
  }
  if (!sermon) {
    return (
      <div className="ps-center">
        <h1 className="ps-center__title">{t("page.notFoundTitle")}</h1>
        <p className="ps-lead">{query.isError ? t("loadError") : t("page.notFoundText")}</p>
        <Link className={buttonClassName("primary")} to="/audio-services">
          {t("page.allSermons")}
        </Link>
      </div>
    );
  }
  return (
    <>
      <PageIntro title={sermon.title} crumbs={crumbs} />
      <div className="ps-section ps-sidebar-layout">
        <div className="ps-stack">
          <article className="ps-audio-card" aria-labelledby="sermon-listen">
            <div className="ps-audio-card__head">
              <Badge tone="primary">{audioCategoryLabels[sermon.category][language]}</Badge>
              <p className="ps-muted">
                <span className="ck-visually-hidden">{t("player.speaker")}: </span>
                {sermon.speaker} · <time dateTime={sermon.date}>{formatDate(sermon.date, language)}</time> ·{" "}
                <span className="ck-visually-hidden">{t("player.duration")}: </span>
                {sermon.duration}
              </p>
              <p>{sermon.description}</p>
            </div>
            <h2 id="sermon-listen" className="ck-visually-hidden">
              {t("page.listen")}
            </h2>
            <SermonListenIsland id={id} />
          </article>
          <section className="ps-stack" aria-labelledby="sermon-share">
            <h2 id="sermon-share" className="ps-subtitle">
              {t("page.share")}
            </h2>
            <ShareLinksIsland path={path} title={sermon.title} />
          </section>
          <p>
            <Link to="/audio-services">{t("page.allSermons")}</Link>
          </p>
        </div>
        <aside>
          <PodcastFeeds />
        </aside>
      </div>
    </>
  );
}
