import { buttonClassName } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useVideos } from "../../../api/videos.ts";
import { PageIntro } from "../../../components/page-intro.tsx";
import { VideoGrid } from "../../../components/video-grid.tsx";
import { usePageMeta } from "../../../lib/seo/page-meta.ts";
import { liveNs } from "../live.texts.ts";
import { LivePlayerIsland } from "./live-player.tsx";
import { LiveStatusIsland } from "./live-status.tsx";
import { LiveStreamTabsIsland } from "./live-stream-tabs.tsx";
import { StreamReminderIsland } from "./stream-reminder-form.tsx";
import "./live-stream.css";

const quickLinks = [
  { key: "give", to: "/give" },
  { key: "contact", to: "/contact" },
  { key: "inPerson", to: "/join-in-person" },
  { key: "meeting", to: "/schedule-meeting" },
] as const;

/**
 * Live stream (an islands page): status bar, player with its tools, stream info and chat, recent
 * videos, prayer request, "Notify me" and links. Its live parts are islands (live-status.tsx,
 * live-player.tsx, live-stream-tabs.tsx, stream-reminder-form.tsx).
 */
export default function LiveStreamPage() {
  const { t } = useTranslation(liveNs);
  const { t: ts } = useTranslation("site");
  const recent = useVideos("recent-service");
  const title = ts("pages.liveStream");
  usePageMeta({
    title,
    description: t("metaDescription"),
    path: "/live-stream",
    breadcrumbs: [{ name: title, path: "/live-stream" }],
  });

  return (
    <>
      <PageIntro title={title} lead={t("lead")}>
        <LiveStatusIsland />
      </PageIntro>
      <div className="ps-section ps-live-layout">
        <LivePlayerIsland />
        <LiveStreamTabsIsland />
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
            <StreamReminderIsland />
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
