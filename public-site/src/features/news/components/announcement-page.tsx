import { announcementLimits, localize } from "@church/contracts";
import { Badge, buttonClassName, Spinner, useLanguage } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router-dom";
import { PageIntro } from "../../../components/page-intro.tsx";
import { ShareLinksIsland } from "../../../components/share-links.tsx";
import { datedDescription, formatDate, plainText, truncate } from "../../../lib/format.ts";
import { usePageMeta } from "../../../lib/seo/page-meta.ts";
import { timeText } from "../../../lib/time-text.ts";
import { useAnnouncement, useAnnouncements } from "../api/get-announcements.ts";
import { priorityTone } from "../lib/news-items.ts";
import { newsNs } from "../news.texts.ts";
import "./news.css";
import { useTagText } from "../../../api/tag-names.ts";
import { PictureIsland } from "../../../components/picture.tsx";
import { contentImageProps, detailImageSizes } from "../../../lib/media-image.ts";

/** One announcement, or the spec's 'Announcement Not Found' state. */
export default function AnnouncementPage() {
  const { slug = "" } = useParams();
  const { t } = useTranslation(newsNs);
  const { t: ts } = useTranslation("site");
  const { language } = useLanguage();
  const tagText = useTagText();
  const query = useAnnouncement(slug);
  const all = useAnnouncements();
  const announcement = query.data ? localize(query.data, language) : null;
  const path = `/announcements/${slug}`;
  const crumbs = [
    { name: ts("pages.news"), path: "/news" },
    { name: ts("pages.announcements"), path: "/announcements" },
  ];
  usePageMeta({
    title:
      announcement?.title ?? (query.isPending ? ts("pages.announcement") : t("announcement.notFoundTitle")),
    description: announcement
      ? datedDescription(announcement.date, language, announcement.summary || plainText(announcement.content))
      : t("announcement.notFoundText"),
    path,
    image: announcement?.imageUrl,
    shareCard: announcement ? { kind: "announcements", key: slug } : undefined,
    type: "article",
    publishedTime: announcement?.publishedAt ?? undefined,
    noIndex: !query.isPending && !announcement,
    breadcrumbs: announcement ? [...crumbs, { name: announcement.title, path }] : crumbs,
  });

  if (query.isPending) {
    return (
      <div className="ps-center">
        <Spinner label={ts("common.loading")} />
      </div>
    );
  }

  if (!announcement) {
    return (
      <div className="ps-center">
        <h1 className="ps-center__title">{t("announcement.notFoundTitle")}</h1>
        <p className="ps-lead">{query.isError ? ts("common.loadError") : t("announcement.notFoundText")}</p>
        <Link className={buttonClassName("primary")} to="/announcements">
          {t("announcement.back")}
        </Link>
      </div>
    );
  }

  const others = (all.data ?? [])
    .filter((item) => item.id !== announcement.id)
    .slice(0, announcementLimits.otherCount)
    .map((item) => localize(item, language));

  return (
    <>
      <PageIntro
        title={announcement.title}
        crumbs={crumbs}
        eyebrow={
          <span className="ps-news-card__kind">
            <Badge tone={priorityTone[announcement.priority]}>{t(`priority.${announcement.priority}`)}</Badge>
            <span>{announcement.category}</span>
          </span>
        }
        lead={announcement.summary}
      >
        <p className="ps-muted">
          {announcement.author && `${t("announcement.postedBy", { author: announcement.author })} · `}
          <time dateTime={announcement.date}>{formatDate(announcement.date, language)}</time>
          {announcement.time && ` · ${timeText(announcement.time, language)}`}
        </p>
        <ShareLinksIsland path={path} title={announcement.title} />
      </PageIntro>
      <div className="ps-section ps-sidebar-layout">
        <article className="ps-article">
          {announcement.imageUrl && (
            <PictureIsland
              className="ps-article__image"
              {...contentImageProps(announcement.imageUrl, announcement.image, language, detailImageSizes)}
              loading="lazy"
              decoding="async"
            />
          )}
          {/* The API sanitises content HTML when it is saved. */}
          <div className="ps-article__body" dangerouslySetInnerHTML={{ __html: announcement.content }} />
        </article>
        <aside className="ps-stack">
          <section className="ps-panel" aria-labelledby="announcement-details">
            <h2 id="announcement-details" className="ps-panel__title">
              {t("announcement.detailsTitle")}
            </h2>
            <dl className="ps-details">
              <dt>{ts("common.date")}</dt>
              <dd>{formatDate(announcement.date, language, "full")}</dd>
              {announcement.time && (
                <>
                  <dt>{ts("common.time")}</dt>
                  <dd>{timeText(announcement.time, language)}</dd>
                </>
              )}
              {announcement.location && (
                <>
                  <dt>{ts("common.location")}</dt>
                  <dd>{announcement.location}</dd>
                </>
              )}
              {announcement.contact && (
                <>
                  <dt>{ts("common.contact")}</dt>
                  <dd>{announcement.contact}</dd>
                </>
              )}
              {announcement.tags.length > 0 && (
                <>
                  <dt>{ts("common.tags")}</dt>
                  <dd>
                    {announcement.tags.map((tag, index) => (
                      <span key={tag} lang={tagText(tag).lang}>
                        {index > 0 && " "}
                        {tagText(tag).text}
                      </span>
                    ))}
                  </dd>
                </>
              )}
            </dl>
          </section>
          {others.length > 0 && (
            <section className="ps-panel" aria-labelledby="announcement-others">
              <h2 id="announcement-others" className="ps-panel__title">
                {t("announcement.other")}
              </h2>
              <ul className="ps-stack">
                {others.map((other) => (
                  <li key={other.id} className="ps-mini-card">
                    <Link to={`/announcements/${other.slug}`}>{other.title}</Link>
                    <p className="ps-muted">{truncate(other.summary, announcementLimits.summaryChars)}</p>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <Link to="/announcements">{t("announcement.back")}</Link>
        </aside>
      </div>
    </>
  );
}
