import { type AudioService, audioUploadLimits } from "@church/contracts";
import { useLanguage } from "@church/ui-kit";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  BackIcon,
  DownloadIcon,
  ForwardIcon,
  MuteIcon,
  PauseIcon,
  PlayIcon,
  ShareIcon,
  VolumeIcon,
} from "../../../components/icons.tsx";
import { NeedsJavaScript } from "../../../components/needs-javascript.tsx";
import { pathIn } from "../../../lib/language.ts";
import { useDataSaver } from "../../../lib/render-info.tsx";
import { sharePage } from "../../../lib/share-page.ts";
import { absoluteUrl } from "../../../lib/site-config.ts";
import { audioNs } from "../audio.texts.ts";

type Status = "idle" | "loading" | "playing" | "paused" | "error";

/** "18:42" or "1:02:03" to seconds. */
export function parseDuration(text: string): number {
  return text.split(":").reduce((total, part) => total * 60 + (Number(part) || 0), 0);
}

export function formatTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/** 2_400_000 bytes -> "2.4 MB". */
const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

// Starting one player pauses the others.
const playEvent = "ps-audio-play";

/** A player: play/pause, seek, ±30 s, volume and mute, download and share. Loads nothing until played. */
export function AudioPlayer({ item }: { item: AudioService }) {
  const { t } = useTranslation(audioNs);
  const { language } = useLanguage();
  const audio = useRef<HTMLAudioElement>(null);
  const id = useId();
  const [status, setStatus] = useState<Status>("idle");
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(() => parseDuration(item.duration));
  const [volume, setVolume] = useState(1);
  const [muted, setMuted] = useState(false);
  // The server's light copy (mono, low bitrate), chosen before playing: a quarter of the data or less.
  // Data saver starts with it (the server rendered the same choice).
  const dataSaver = useDataSaver();
  const [light, setLight] = useState(() => dataSaver && item.lowBitrateUrl !== null);
  const source = light && item.lowBitrateUrl ? item.lowBitrateUrl : item.audioUrl;
  const playing = status === "playing";

  useEffect(() => {
    const onOtherPlay = (event: Event) => {
      if ((event as CustomEvent<string>).detail !== id) audio.current?.pause();
    };
    document.addEventListener(playEvent, onOtherPlay);
    return () => document.removeEventListener(playEvent, onOtherPlay);
  }, [id]);

  const toggle = async () => {
    const element = audio.current;
    if (!element) return;
    if (playing) {
      element.pause();
      return;
    }
    document.dispatchEvent(new CustomEvent(playEvent, { detail: id }));
    if (status === "idle") setStatus("loading");
    try {
      await element.play();
    } catch {
      setStatus("error");
    }
  };
  const seekTo = (seconds: number) => {
    const element = audio.current;
    if (!element) return;
    const target = Math.min(Math.max(0, seconds), duration || element.duration || 0);
    element.currentTime = target;
    setTime(target);
  };
  // The sermon's page (its preview card, the player, in the page's language), not the audio file.
  const share = () =>
    sharePage(
      {
        title: item.title,
        text: item.description,
        url: absoluteUrl(pathIn(language, `/audio-services/${item.id}`)),
      },
      t("player.copied"),
    );

  return (
    <div className="ps-player" data-status={status}>
      {/* biome-ignore lint/a11y/useMediaCaption: spoken sermons; the description summarises each one */}
      <audio
        ref={audio}
        src={source}
        preload="none"
        onPlaying={() => setStatus("playing")}
        onPause={() => setStatus((current) => (current === "error" ? current : "paused"))}
        onWaiting={() => setStatus("loading")}
        onEnded={() => {
          setStatus("paused");
          setTime(0);
        }}
        onError={() => setStatus("error")}
        onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
        onLoadedMetadata={(event) => {
          if (Number.isFinite(event.currentTarget.duration)) setDuration(event.currentTarget.duration);
        }}
      />
      <NeedsJavaScript kind="player">
        <div className="ps-player__main">
          <button
            type="button"
            className="ps-player__play"
            onClick={toggle}
            aria-label={
              playing ? t("player.pause", { title: item.title }) : t("player.play", { title: item.title })
            }
            disabled={status === "error"}
          >
            {playing ? <PauseIcon size={22} /> : <PlayIcon size={22} />}
          </button>
          <button
            type="button"
            className="ps-icon-button"
            onClick={() => seekTo(time - audioUploadLimits.skipSeconds)}
            disabled={status === "idle" || status === "error"}
          >
            <BackIcon size={18} />
            <span aria-hidden="true">30</span>
            <span className="ck-visually-hidden">{t("player.back")}</span>
          </button>
          <input
            type="range"
            className="ps-player__seek"
            min={0}
            max={Math.max(1, Math.round(duration))}
            step={1}
            value={Math.round(time)}
            onChange={(event) => seekTo(Number(event.target.value))}
            aria-label={t("player.seek", { title: item.title })}
            aria-valuetext={`${formatTime(time)} / ${formatTime(duration)}`}
            disabled={status === "idle" || status === "error"}
          />
          <span className="ps-player__time" aria-hidden="true">
            {formatTime(time)} / {formatTime(duration)}
          </span>
          <button
            type="button"
            className="ps-icon-button"
            onClick={() => seekTo(time + audioUploadLimits.skipSeconds)}
            disabled={status === "idle" || status === "error"}
          >
            <span aria-hidden="true">30</span>
            <ForwardIcon size={18} />
            <span className="ck-visually-hidden">{t("player.forward")}</span>
          </button>
        </div>
      </NeedsJavaScript>
      <div className="ps-player__extra">
        <button
          type="button"
          className="ps-icon-button ps-js-only"
          aria-pressed={muted}
          onClick={() => {
            const next = !muted;
            setMuted(next);
            if (audio.current) audio.current.muted = next;
          }}
        >
          {muted ? <MuteIcon size={18} /> : <VolumeIcon size={18} />}
          <span className="ck-visually-hidden">{muted ? t("player.unmute") : t("player.mute")}</span>
        </button>
        <input
          type="range"
          className="ps-player__volume ps-js-only"
          min={0}
          max={1}
          step={audioUploadLimits.volumeStep}
          value={volume}
          onChange={(event) => {
            const next = Number(event.target.value);
            setVolume(next);
            if (audio.current) audio.current.volume = next;
          }}
          aria-label={t("player.volume")}
          aria-valuetext={`${Math.round(volume * 100)}%`}
        />
        <a
          className="ps-icon-button"
          href={light && item.lowBitrateUrl ? `${item.lowBitrateUrl}?download=1` : item.downloadUrl}
          download
          aria-label={t("player.downloadTitle", { title: item.title })}
        >
          <DownloadIcon size={18} />
          <span aria-hidden="true">{t("player.download")}</span>
        </a>
        <button
          type="button"
          className="ps-icon-button ps-js-only"
          onClick={share}
          aria-label={t("player.shareTitle", { title: item.title })}
        >
          <ShareIcon size={18} />
          <span aria-hidden="true">{t("player.share")}</span>
        </button>
      </div>
      {item.lowBitrateUrl && item.lowBitrateSizeBytes && item.fileSizeBytes && (
        <label className="ps-player__light">
          <input
            type="checkbox"
            checked={light}
            onChange={(event) => {
              setLight(event.target.checked);
              setStatus("idle");
              setTime(0);
            }}
          />{" "}
          {t("player.light", {
            light: megabytes(item.lowBitrateSizeBytes),
            full: megabytes(item.fileSizeBytes),
          })}
        </label>
      )}
      {status === "error" && (
        <p className="ps-player__error" role="status">
          {t("player.unavailable")}
        </p>
      )}
    </div>
  );
}
