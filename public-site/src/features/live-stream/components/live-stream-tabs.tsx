import { buttonClassName, useLanguage } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useLiveStream } from "../../../api/live-stream.ts";
import { liveStreamChanged } from "../../../api/live-stream-event.ts";
import { ZoneTime } from "../../../components/zone-time.tsx";
import { islandOf } from "../../../islands/island.tsx";
import { useNow } from "../../../lib/render-info.tsx";
import { nextStream } from "../../../lib/stream-time.ts";
import { timeText } from "../../../lib/time-text.ts";
import { translatedText } from "../../../lib/translated-text.ts";
import { liveNs } from "../live.texts.ts";
import { LiveChatPanel } from "./live-chat-panel.tsx";
import { LiveTabs } from "./live-tabs.tsx";

/** The stream's details (and, while it is off, where to go instead). */
function StreamDetails() {
  const { t } = useTranslation(liveNs);
  const { language } = useLanguage();
  const status = useLiveStream();
  const live = status.data?.isLive ? status.data : null;
  const streamTitle = status.data ? translatedText(status.data, "streamTitle", language) : null;
  const streamDescription = status.data ? translatedText(status.data, "streamDescription", language) : null;
  const next = nextStream(status.data?.nextStreamTime ?? "", useNow());
  return (
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
            {status.data ? <ZoneTime text={timeText(next.text, language)} start={next.start} /> : t("lead")}
          </dd>
          <dt>{t("info.language")}</dt>
          <dd>{t("info.languageValue")}</dd>
        </dl>
      </section>
    </>
  );
}

/** The stream's details and the chat: two tabs under the player on a phone, side by side on a wide screen. */
export function LiveStreamTabs() {
  return <LiveTabs stream={<StreamDetails />} chat={<LiveChatPanel />} />;
}

/**
 * On the live stream page (an islands page): at once where the chat shows beside the player (a wide
 * screen: its messages come as they are sent), else on the first touch (a phone's Chat tab, made again
 * once live); and when the stream's status changes.
 */
export const LiveStreamTabsIsland = islandOf("live-tabs", LiveStreamTabs, {
  when: "load",
  if: "chat-beside-player",
  otherwise: "touch",
  wakeOn: liveStreamChanged,
});
