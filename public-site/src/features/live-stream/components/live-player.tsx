import { localize } from "@church/contracts";
import { useLanguage } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { useLiveStream } from "../../../api/live-stream.ts";
import { liveStreamChanged } from "../../../api/live-stream-event.ts";
import { useVideos } from "../../../api/videos.ts";
import { HeartIcon, ShareIcon, VolumeIcon } from "../../../components/icons.tsx";
import { VideoFacade } from "../../../components/video-facade.tsx";
import { islandOf } from "../../../islands/island.tsx";
import { formatDate } from "../../../lib/format.ts";
import { pathIn } from "../../../lib/language.ts";
import { sharePage } from "../../../lib/share-page.ts";
import { absoluteUrl } from "../../../lib/site-config.ts";
import { translatedText } from "../../../lib/translated-text.ts";
import { useAudioOnly } from "../hooks/use-audio-only.ts";
import { liveNs } from "../live.texts.ts";
import { LiveAudio } from "./live-audio.tsx";

/** The player's tools (audio only, share, notify me) and the player: the live video, or the latest service's. */
export function LivePlayer() {
  const { t } = useTranslation(liveNs);
  const { language } = useLanguage();
  const status = useLiveStream();
  const recent = useVideos("recent-service");
  const audioOnly = useAudioOnly();
  const live = status.data?.isLive ? status.data : null;
  const streamTitle = status.data ? translatedText(status.data, "streamTitle", language) : null;
  const latest = recent.data?.[0] ? localize(recent.data[0], language) : null;
  // A Swahili page shares its Swahili address.
  const share = () =>
    sharePage(
      { title: t("tools.shareTitle"), url: absoluteUrl(pathIn(language, "/live-stream")) },
      t("tools.copied"),
    );

  return (
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
  );
}

/**
 * On the live stream page (an islands page), hydrated on the first touch (a press on the poster or a
 * tool is made again once it is live), at once in a browser that chose "Audio only" (it plays the
 * audio in place of the video), and when the stream's status changes.
 */
export const LivePlayerIsland = islandOf("live-player", LivePlayer, {
  when: "load",
  if: "audio-only",
  otherwise: "touch",
  wakeOn: liveStreamChanged,
});
