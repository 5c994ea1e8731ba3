import { localize } from "@church/contracts";
import { useLanguage } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { useLiveStream } from "../../../api/live-stream.ts";
import { liveStreamChanged } from "../../../api/live-stream-event.ts";
import { useVideos } from "../../../api/videos.ts";
import { VideoFacade } from "../../../components/video-facade.tsx";
import { islandOf } from "../../../islands/island.tsx";
import { formatDate } from "../../../lib/format.ts";
import { translatedText } from "../../../lib/translated-text.ts";
import { worshipNs } from "../worship.texts.ts";

/** The live stream when it is on, otherwise the most recent recorded service. */
export function CurrentStream() {
  const { t } = useTranslation(worshipNs);
  const { language } = useLanguage();
  const status = useLiveStream();
  const recent = useVideos("recent-service");
  const live = status.data?.isLive ? status.data : null;
  const latest = recent.data?.[0] ? localize(recent.data[0], language) : null;
  if (live) {
    return (
      <VideoFacade
        videoId={live.youtubeStreamId}
        title={t("worship.liveNow", { title: translatedText(live, "streamTitle", language).text })}
        isLive
      />
    );
  }
  return (
    <VideoFacade
      videoId={latest?.youtubeId ?? null}
      title={latest?.title ?? t("worship.latestRecording")}
      caption={latest ? `${t("worship.latestRecording")} · ${formatDate(latest.date, language)}` : undefined}
      posterUrl={latest?.thumbnailUrl}
    />
  );
}

/**
 * On an islands page, hydrated on the first tap (play), or when the stream's status changes
 * (api/live-stream-watch.ts): its query then shows the stream that started, or the recording.
 */
export const CurrentStreamIsland = islandOf("current-stream", CurrentStream, {
  when: "touch",
  wakeOn: liveStreamChanged,
});
