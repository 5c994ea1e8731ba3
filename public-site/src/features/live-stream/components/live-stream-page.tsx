import { localize } from "@church/contracts";
import { Badge, buttonClassName, useLanguage } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useLiveStream } from "../../../api/live-stream.ts";
import { useVideos } from "../../../api/videos.ts";
import { HeartIcon, ShareIcon, VolumeIcon } from "../../../components/icons.tsx";
import { PageIntro } from "../../../components/page-intro.tsx";
import { VideoFacade } from "../../../components/video-facade.tsx";
import { VideoGrid } from "../../../components/video-grid.tsx";
import { churchZoneText, VisitorTime, ZoneTime } from "../../../components/zone-time.tsx";
import { formatDate } from "../../../lib/format.ts";
import { pathIn } from "../../../lib/language.ts";
import { useNow } from "../../../lib/render-info.tsx";
import { usePageMeta } from "../../../lib/seo/page-meta.ts";
import { absoluteUrl } from "../../../lib/site-config.ts";
import { nextStream } from "../../../lib/stream-time.ts";
import { timeText } from "../../../lib/time-text.ts";
import { translatedText } from "../../../lib/translated-text.ts";
import { useAudioOnly } from "../hooks/use-audio-only.ts";
import { liveNs } from "../live.texts.ts";
import { LiveAudio } from "./live-audio.tsx";
import { LiveChatPanel } from "./live-chat-panel.tsx";
import { LiveTabs } from "./live-tabs.tsx";
import { StreamReminderForm } from "./stream-reminder-form.tsx";
import "./live-stream.css";
import { notify } from "../../../lib/toast.ts";

const quickLinks = [
  { key: "give", to: "/give" },
  { key: "contact", to: "/contact" },
  { key: "inPerson", to: "/join-in-person" },
  { key: "meeting", to: "/schedule-meeting" },
] as const;

/** Live stream: status bar, player (or latest service), tools, stream info, recent videos, chat. */
export default function LiveStreamPage() {
  const { t } = useTranslation(liveNs);
  const { t: ts } = useTranslation("site");
  const { language } = useLanguage();
  const status = useLiveStream();
  const recent = useVideos("recent-service");
  const audioOnly = useAudioOnly();
  const title = ts("pages.liveStream");
  usePageMeta({
    title,
    description: t("metaDescription"),
    path: "/live-stream",
    breadcrumbs: [{ name: title, path: "/live-stream" }],
  });

  const live = status.data?.isLive ? status.data : null;
  const streamTitle = status.data ? translatedText(status.data, "streamTitle", language) : null;
  const streamDescription = status.data ? translatedText(status.data, "streamDescription", language) : null;
  const latest = recent.data?.[0] ? localize(recent.data[0], language) : null;
  const next = nextStream(status.data?.nextStreamTime ?? "", useNow());
  const churchTime = (text: string, start: number | null) =>
    start === null ? text : `${text} ${churchZoneText(ts, start)}`;
  const share = async () => {
    // A Swahili page shares its Swahili address.
    const url = absoluteUrl(pathIn(language, "/live-stream"));
    if (navigator.share) {
      try {
        await navigator.share({ title: t("tools.shareTitle"), url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t("tools.copied"));
    } catch {
      notify.error(url);
    }
  };

  return (
    <>
      <PageIntro title={title} lead={t("lead")}>
        <div className="ps-live-status" role="status">
          {status.data ? (
            <>
              <Badge tone={live ? "danger" : "neutral"}>
                {live ? t("status.live") : t("status.offline")}
              </Badge>
              <span>
                {live ? (
                  live.viewerCount > 0 ? (
                    t("status.viewers", { count: live.viewerCount })
                  ) : (
                    <span lang={streamTitle?.lang}>{streamTitle?.text}</span>
                  )
                ) : (
                  <>
                    {t("status.next", { time: churchTime(timeText(next.text, language), next.start) })}
                    {next.start !== null && <VisitorTime start={next.start} />}
                  </>
                )}
              </span>
            </>
          ) : status.isError ? (
            <span className="ps-muted">{t("status.unknown")}</span>
          ) : null}
        </div>
      </PageIntro>
      <div className="ps-section ps-live-layout">
        <div className="ps-stack ps-live-main">
          <div className="ps-live-tools">
            <button
              type="button"
              className="ps-icon-button"
              aria-pressed={audioOnly.on}
              onClick={audioOnly.toggle}
            >
              <VolumeIcon size={18} /> {t("tools.audioOnly")}
            </button>
            <button type="button" className="ps-icon-button" onClick={share}>
              <ShareIcon size={18} /> {t("tools.share")}
            </button>
            <a className="ps-icon-button" href="#live-notify">
              <HeartIcon size={18} /> {t("tools.notify")}
            </a>
          </div>
          {/* Audio only unmounts the video (and its iframe), so no video bytes flow. */}
          {audioOnly.on ? (
            <LiveAudio
              isLive={live !== null}
              streamUrl={live?.audioStreamUrl ?? null}
              autoPlay={audioOnly.byClick}
            />
          ) : live ? (
            <VideoFacade
              videoId={live.youtubeStreamId}
              title={t("player.liveTitle", { title: streamTitle?.text ?? live.streamTitle })}
              isLive
            />
          ) : (
            <VideoFacade
              videoId={latest?.youtubeId ?? null}
              title={latest?.title ?? t("player.recent")}
              caption={latest ? `${t("player.recent")} · ${formatDate(latest.date, language)}` : undefined}
              posterUrl={latest?.thumbnailUrl}
            />
          )}
        </div>
        <LiveTabs
          stream={
            <>
              {!live && (
                <div className="ps-live-offline">
                  <p>{t("player.offlineNote")}</p>
                  <div className="ps-actions">
                    <a className={buttonClassName("primary", "sm")} href="#live-notify">
                      {t("tools.notify")}
                    </a>
                    <Link className={buttonClassName("secondary", "sm")} to="/worship">
                      {t("player.moreServices")}
                    </Link>
                  </div>
                </div>
              )}
              <section className="ps-panel" aria-labelledby="live-info">
                <h2 id="live-info" className="ps-panel__title" lang={streamTitle?.lang}>
                  {streamTitle?.text ?? t("info.title")}
                </h2>
                {streamDescription?.text && <p lang={streamDescription.lang}>{streamDescription.text}</p>}
                <dl className="ps-details">
                  <dt>{t("info.schedule")}</dt>
                  <dd>
                    {status.data ? (
                      <ZoneTime text={timeText(next.text, language)} start={next.start} />
                    ) : (
                      t("lead")
                    )}
                  </dd>
                  <dt>{t("info.language")}</dt>
                  <dd>{t("info.languageValue")}</dd>
                </dl>
              </section>
            </>
          }
          chat={<LiveChatPanel />}
        />
        <section className="ps-live-recent" aria-labelledby="live-recent">
          <h2 id="live-recent" className="ps-section__title">
            {t("recent.title")}
          </h2>
          <VideoGrid videos={(recent.data ?? []).slice(0, 2)} emptyText={t("recent.empty")} />
        </section>
        <aside className="ps-stack ps-live-aside">
          <section className="ps-panel ps-panel--accent" aria-labelledby="live-prayer">
            <h2 id="live-prayer" className="ps-panel__title">
              {t("prayer.title")}
            </h2>
            <p>{t("prayer.text")}</p>
            <Link className={buttonClassName("primary", "sm")} to="/contact?subject=Prayer%20Request">
              {t("prayer.link")}
            </Link>
          </section>
          <div id="live-notify" tabIndex={-1}>
            <StreamReminderForm />
          </div>
          <nav className="ps-panel" aria-labelledby="live-links">
            <h2 id="live-links" className="ps-panel__title">
              {t("links.title")}
            </h2>
            <ul className="ps-link-list">
              {quickLinks.map((link) => (
                <li key={link.key}>
                  <Link to={link.to}>{t(`links.${link.key}`)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
      </div>
    </>
  );
}
