import { type AudioService, localize } from "@church/contracts";
import { useLanguage } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/format.ts";
import { useLatestRecording } from "../api/latest-recording.ts";
import { liveNs } from "../live.texts.ts";

/** 96_772 -> "0.1 MB", 3_400_000 -> "3.4 MB". */
const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** The light copy when the server has made one, otherwise the recording itself (already light). */
const sourceOf = (item: AudioService) => ({
  url: item.lowBitrateUrl ?? item.audioUrl,
  bytes: item.lowBitrateUrl ? item.lowBitrateSizeBytes : item.fileSizeBytes,
});

interface LiveAudioProps {
  /** The stream is live now (its video is not played: audio only never loads the picture). */
  isLive: boolean;
  /** The live audio stream staff set; played while live instead of the latest recording. */
  streamUrl: string | null;
  /** Start playing at once: the visitor has just pressed "Audio only". */
  autoPlay: boolean;
}

/**
 * Audio only: one <audio> element with the latest service's light recording, in place of the video
 * (which is unmounted, so no video bytes flow).
 */
export function LiveAudio({ isLive, streamUrl, autoPlay }: LiveAudioProps) {
  const { t } = useTranslation(liveNs);
  const { language } = useLanguage();
  const liveUrl = isLive ? streamUrl : null;
  const latest = useLatestRecording(liveUrl === null);

  if (liveUrl) {
    return (
      <section className="ps-live-audio" aria-labelledby="live-audio-title">
        <h2 id="live-audio-title" className="ps-live-audio__title">
          {t("audio.liveTitle")}
        </h2>
        {/* biome-ignore lint/a11y/useMediaCaption: a live service; captions are not produced */}
        <audio
          className="ps-live-audio__player"
          src={liveUrl}
          controls
          autoPlay={autoPlay}
          preload="none"
          aria-label={t("audio.livePlayer")}
        />
        <p className="ps-muted ps-small">{t("audio.note")}</p>
      </section>
    );
  }
  const item = latest.data ? localize(latest.data, language) : null;
  const source = latest.data ? sourceOf(latest.data) : null;

  return (
    <section className="ps-live-audio" aria-labelledby="live-audio-title">
      <h2 id="live-audio-title" className="ps-live-audio__title">
        {t("audio.title")}
      </h2>
      {isLive && <p className="ps-small">{t("audio.liveNote")}</p>}
      {latest.isPending ? (
        <p className="ps-muted ps-small">{t("audio.loading")}</p>
      ) : !item || !source ? (
        <p className="ps-muted ps-small">{latest.isError ? t("audio.error") : t("audio.none")}</p>
      ) : (
        <>
          <p className="ps-small">
            <strong>{item.title}</strong> · {formatDate(item.date, language)}
            {source.bytes !== null && ` · ${t("audio.size", { size: megabytes(source.bytes) })}`}
          </p>
          {/* biome-ignore lint/a11y/useMediaCaption: a recorded sermon; its text is on the sermon's page */}
          <audio
            className="ps-live-audio__player"
            src={source.url}
            controls
            autoPlay={autoPlay}
            preload="none"
            aria-label={t("audio.player", { title: item.title })}
          />
        </>
      )}
      <p className="ps-muted ps-small">{t("audio.note")}</p>
    </section>
  );
}
