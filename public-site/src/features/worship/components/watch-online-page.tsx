import { churchInfo } from "@church/contracts";
import { Badge, useLanguage } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router-dom";
import { useLiveStream } from "../../../api/live-stream.ts";
import { liveStreamChanged } from "../../../api/live-stream-event.ts";
import { useVideos } from "../../../api/videos.ts";
import { ExternalLink } from "../../../components/external-link.tsx";
import { MonitorIcon, PhoneDeviceIcon, TabletIcon, TvIcon } from "../../../components/icons.tsx";
import { PageIntro } from "../../../components/page-intro.tsx";
import { VideoGrid } from "../../../components/video-grid.tsx";
import { churchZoneText, VisitorTime } from "../../../components/zone-time.tsx";
import { islandOf } from "../../../islands/island.tsx";
import { useNow } from "../../../lib/render-info.tsx";
import { usePageMeta } from "../../../lib/seo/page-meta.ts";
import { nextStream } from "../../../lib/stream-time.ts";
import { timeText } from "../../../lib/time-text.ts";
import { worshipNs } from "../worship.texts.ts";
import { CurrentStreamIsland } from "./current-stream.tsx";

const devices = [
  { key: "phone", Icon: PhoneDeviceIcon },
  { key: "computer", Icon: MonitorIcon },
  { key: "tablet", Icon: TabletIcon },
  { key: "tv", Icon: TvIcon },
] as const;

const moreLinks = [
  { key: "inPerson", to: "/join-in-person" },
  { key: "contact", to: "/contact" },
  { key: "meeting", to: "/schedule-meeting" },
  { key: "give", to: "/give" },
  { key: "audio", to: "/audio-services" },
  { key: "live", to: "/live-stream" },
] as const;

/** The stream status as the API reports it: live (with viewers only when counted) or the next time. */
export function StreamStatus() {
  const { t } = useTranslation(worshipNs);
  const { t: ts } = useTranslation("site");
  const { language } = useLanguage();
  const status = useLiveStream();
  const next = nextStream(status.data?.nextStreamTime ?? "", useNow());
  if (!status.data) {
    return status.isError ? <p className="ps-stream-status ps-muted">{t("watch.statusUnknown")}</p> : null;
  }
  const { isLive, viewerCount } = status.data;
  return (
    <p className="ps-stream-status" role="status">
      <Badge tone={isLive ? "danger" : "neutral"}>
        {isLive ? t("watch.statusLive") : t("watch.statusOffline")}
      </Badge>
      <span>
        {isLive
          ? viewerCount > 0
            ? `${t("watch.liveNow")} · ${t("watch.viewers", { count: viewerCount })}`
            : t("watch.liveNow")
          : t("watch.nextStream", {
              time:
                next.start === null
                  ? timeText(next.text, language)
                  : `${timeText(next.text, language)} ${churchZoneText(ts, next.start)}`,
            })}
        {!isLive && next.start !== null && <VisitorTime start={next.start} />}
      </span>
    </p>
  );
}

/** On an islands page, hydrated when the stream's status changes (api/live-stream-watch.ts). */
const StreamStatusIsland = islandOf("stream-status", StreamStatus, {
  when: "never",
  wakeOn: liveStreamChanged,
});

/** Watch Online (/worship/livestream and /watch-online). */
export default function WatchOnlinePage() {
  const { t } = useTranslation(worshipNs);
  const { t: ts } = useTranslation("site");
  const { pathname } = useLocation();
  const recent = useVideos("recent-service");
  const celebrations = useVideos("faith-joy-celebration");
  const title = ts("pages.watchOnline");
  usePageMeta({
    title,
    description: t("watch.metaDescription"),
    path: "/worship/livestream",
    breadcrumbs: [
      { name: ts("pages.worship"), path: "/worship" },
      { name: title, path: pathname },
    ],
  });

  return (
    <>
      <PageIntro
        title={title}
        lead={t("watch.lead")}
        crumbs={[{ name: ts("pages.worship"), path: "/worship" }]}
      >
        <StreamStatusIsland />
      </PageIntro>
      <div className="ps-section ps-sidebar-layout">
        <CurrentStreamIsland />
        <section className="ps-panel" aria-labelledby="watch-devices">
          <h2 id="watch-devices" className="ps-panel__title">
            {t("watch.devicesTitle")}
          </h2>
          <ul className="ps-facts">
            {devices.map(({ key, Icon }) => (
              <li key={key}>
                <Icon />
                <span>
                  <strong>{t(`watch.devices.${key}.title`)}</strong>
                  <br />
                  {t(`watch.devices.${key}.text`)}
                </span>
              </li>
            ))}
          </ul>
          <ExternalLink href={churchInfo.social.youtubeChannelUrl}>{t("watch.channel")}</ExternalLink>
        </section>
      </div>
      <section className="ps-section" aria-labelledby="watch-recent">
        <h2 id="watch-recent" className="ps-section__title">
          {t("watch.recentTitle")}
        </h2>
        <VideoGrid videos={(recent.data ?? []).slice(0, 3)} emptyText={t("watch.emptyVideos")} />
      </section>
      <section className="ps-band" aria-labelledby="watch-celebrations">
        <div className="ps-section">
          <h2 id="watch-celebrations" className="ps-section__title">
            {t("watch.celebrationsTitle")}
          </h2>
          <VideoGrid videos={(celebrations.data ?? []).slice(0, 6)} emptyText={t("watch.emptyVideos")} />
        </div>
      </section>
      <nav className="ps-section" aria-labelledby="watch-more">
        <h2 id="watch-more" className="ps-section__title">
          {t("watch.moreTitle")}
        </h2>
        <ul className="ps-link-cards">
          {moreLinks.map((link) => (
            <li key={link.key}>
              <Link to={link.to}>{t(`watch.links.${link.key}`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
