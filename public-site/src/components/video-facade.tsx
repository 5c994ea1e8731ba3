import { churchInfo } from "@church/contracts";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { islandOf } from "../islands/island.tsx";
import { useDataSaver } from "../lib/render-info.tsx";
import { ExternalLink } from "./external-link.tsx";
import { PlayIcon, VideoIcon } from "./icons.tsx";
import "./video.css";
import "./video-facade.css";

export interface VideoFacadeProps {
  /** YouTube video or stream id; null shows when we stream and a link to the church's channel. */
  videoId: string | null;
  title: string;
  /** Live stream: a LIVE badge, and "Stream Starting Soon" when there is no id yet. */
  isLive?: boolean;
  /** A self-hosted preview image (paths on this site only: no third-party request before a click). */
  posterUrl?: string | null;
  /** Small caption under the title on the poster, e.g. a date. */
  caption?: string;
  className?: string;
}

/**
 * A YouTube player that loads nothing from YouTube until the visitor presses play: a preview
 * button first, then the privacy-enhanced embed with autoplay.
 */
export function VideoFacade({
  videoId,
  title,
  isLive = false,
  posterUrl,
  caption,
  className,
}: VideoFacadeProps) {
  const { t } = useTranslation("site");
  const [playing, setPlaying] = useState(false);
  const noteId = useId();
  const dataSaver = useDataSaver();
  const classes = ["ps-video", className].filter(Boolean).join(" ");

  if (!videoId) {
    return (
      <div className={`${classes} ps-video--empty`}>
        <div className="ps-video__placeholder">
          <VideoIcon size={40} />
          <p className="ps-video__placeholder-title">
            {isLive ? t("video.startingSoonTitle") : t("video.noVideoTitle")}
          </p>
          <p>{isLive ? t("video.startingSoonText") : t("video.noVideoText")}</p>
          {!isLive && (
            <ExternalLink href={churchInfo.social.youtubeChannelUrl} className="ps-video__channel">
              {t("video.channel")}
            </ExternalLink>
          )}
        </div>
      </div>
    );
  }

  if (playing) {
    return (
      <div className={classes}>
        <iframe
          className="ps-video__frame"
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
          title={t("video.frameTitle", { title })}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
      </div>
    );
  }

  // With data saver on the poster is left out: pressing play is the visitor's choice to use data.
  const local = posterUrl?.startsWith("/") && !dataSaver ? posterUrl : null;
  return (
    <div className={classes}>
      <button
        type="button"
        className="ps-video__poster"
        onClick={() => setPlaying(true)}
        aria-describedby={noteId}
        style={local ? { backgroundImage: `url("${local}")` } : undefined}
      >
        {isLive && <span className="ps-video__live">{t("video.live")}</span>}
        <span className="ps-video__play" aria-hidden="true">
          <PlayIcon size={30} />
        </span>
        {/* The name is the visible text after a hidden verb, so it contains what sighted users read. */}
        <span className="ck-visually-hidden">{t("video.play")} </span>
        <span className="ps-video__title">{title}</span>
        {caption && <span className="ps-video__caption">{caption}</span>}
      </button>
      <span id={noteId} className="ck-visually-hidden">
        {t("video.provider")}
      </span>
    </div>
  );
}

/** On an islands page, hydrated on the first touch: nothing of it moves before a tap on play. */
export const VideoFacadeIsland = islandOf("video", VideoFacade, { when: "touch" });
