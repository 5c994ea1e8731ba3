import { Badge, useLanguage } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { useLiveStream } from "../../../api/live-stream.ts";
import { liveStreamChanged } from "../../../api/live-stream-event.ts";
import { churchZoneText, VisitorTime } from "../../../components/zone-time.tsx";
import { islandOf } from "../../../islands/island.tsx";
import { useNow } from "../../../lib/render-info.tsx";
import { nextStream } from "../../../lib/stream-time.ts";
import { timeText } from "../../../lib/time-text.ts";
import { translatedText } from "../../../lib/translated-text.ts";
import { liveNs } from "../live.texts.ts";

/** The status line under the page's title: live (with viewers when counted), or when the next stream is. */
export function LiveStatus() {
  const { t } = useTranslation(liveNs);
  const { t: ts } = useTranslation("site");
  const { language } = useLanguage();
  const status = useLiveStream();
  const next = nextStream(status.data?.nextStreamTime ?? "", useNow());
  const live = status.data?.isLive ? status.data : null;
  const streamTitle = status.data ? translatedText(status.data, "streamTitle", language) : null;
  const churchTime = (text: string, start: number | null) =>
    start === null ? text : `${text} ${churchZoneText(ts, start)}`;
  return (
    <div className="ps-live-status" role="status">
      {status.data ? (
        <>
          <Badge tone={live ? "danger" : "neutral"}>{live ? t("status.live") : t("status.offline")}</Badge>
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
  );
}

/** On the live stream page (an islands page), hydrated when the stream's status changes (api/live-stream-watch.ts). */
export const LiveStatusIsland = islandOf("live-status", LiveStatus, {
  when: "never",
  wakeOn: liveStreamChanged,
});
