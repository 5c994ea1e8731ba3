import { type Announcement, announcementPriorities, localize } from "@church/contracts";
import { Badge, buttonClassName, Spinner, useLanguage } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { NewsletterSignupIsland } from "../../../components/newsletter-signup.tsx";
import { PageIntro } from "../../../components/page-intro.tsx";
import { formatDate } from "../../../lib/format.ts";
import { usePageMeta } from "../../../lib/seo/page-meta.ts";
import { timeText } from "../../../lib/time-text.ts";
import { useAnnouncements } from "../api/get-announcements.ts";
import { priorityTone } from "../lib/news-items.ts";
import { newsNs } from "../news.texts.ts";
import "./news.css";

/** Announcements: by priority (urgent, normal, info) then newest, counts per priority, Read More. */
export default function AnnouncementsPage() {
  const { t } = useTranslation(newsNs);
  const { t: ts } = useTranslation("site");
  const { language } = useLanguage();
  const query = useAnnouncements();
  const title = ts("pages.announcements");
  usePageMeta({
    title,
    description: t("announcements.metaDescription"),
    path: "/announcements",
    breadcrumbs: [
      { name: ts("pages.news"), path: "/news" },
      { name: title, path: "/announcements" },
    ],
  });
  const announcements: Announcement[] = (query.data ?? []).map((item) => localize(item, language));

  return (
    <>
      <PageIntro
        title={title}
        lead={t("announcements.lead")}
        crumbs={[{ name: ts("pages.news"), path: "/news" }]}
      />
      <div className="ps-section ps-sidebar-layout">
        <div className="ps-stack">
          {query.isPending ? (
            <Spinner label={ts("common.loading")} />
          ) : announcements.length === 0 ? (
            <p className="ps-empty-note">{t("announcements.empty")}</p>
          ) : (
            <ul className="ps-stack">
              {announcements.map((announcement) => (
                <li key={announcement.id}>
                  <article className="ps-news-card" data-priority={announcement.priority}>
                    <p className="ps-news-card__kind">
                      <Badge tone={priorityTone[announcement.priority]}>
                        {t(`priority.${announcement.priority}`)}
                      </Badge>
                      <span>{announcement.category}</span>
                    </p>
                    <h2 className="ps-news-card__title">{announcement.title}</h2>
                    <p className="ps-news-card__excerpt">{announcement.summary}</p>
                    <p className="ps-news-card__meta">
                      <time dateTime={announcement.date}>{formatDate(announcement.date, language)}</time>
                      {announcement.time && ` · ${timeText(announcement.time, language)}`}
                      {announcement.author && ` · ${ts("common.by", { author: announcement.author })}`}
                    </p>
                    <Link
                      className={buttonClassName("secondary", "sm")}
                      to={`/announcements/${announcement.slug}`}
                      aria-label={ts("common.readMoreAbout", { title: announcement.title })}
                    >
                      {ts("common.readMore")}
                    </Link>
                  </article>
                </li>
              ))}
            </ul>
          )}
        </div>
        <aside className="ps-stack">
          <section className="ps-panel" aria-labelledby="announcement-counts">
            <h2 id="announcement-counts" className="ps-panel__title">
              {t("announcements.counts")}
            </h2>
            <dl className="ps-counts">
              {announcementPriorities.map((priority) => (
                <div key={priority}>
                  <dt>
                    <Badge tone={priorityTone[priority]}>{t(`priority.${priority}`)}</Badge>
                  </dt>
                  <dd>{announcements.filter((item) => item.priority === priority).length}</dd>
                </div>
              ))}
            </dl>
          </section>
          <NewsletterSignupIsland
            variant="compact"
            title={t("announcements.subscribeTitle")}
            text={t("announcements.subscribeText")}
          />
        </aside>
      </div>
    </>
  );
}
