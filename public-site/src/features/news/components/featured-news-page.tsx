import { localize } from "@church/contracts";
import { Spinner, useLanguage } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { NewsletterSignupIsland } from "../../../components/newsletter-signup.tsx";
import { PageIntro } from "../../../components/page-intro.tsx";
import { usePageMeta } from "../../../lib/seo/page-meta.ts";
import { useAnnouncements } from "../api/get-announcements.ts";
import { useArticles } from "../api/get-articles.ts";
import { toNewsItems } from "../lib/news-items.ts";
import { newsNs } from "../news.texts.ts";
import { NewsCard } from "./news-card.tsx";
import "./news.css";

const links = [
  { key: "articles", to: "/articles" },
  { key: "announcements", to: "/announcements" },
  { key: "events", to: "/events" },
  { key: "news", to: "/news" },
] as const;

/** Featured news: one top story, three recent news cards, newsletter and links. */
export default function FeaturedNewsPage() {
  const { t } = useTranslation(newsNs);
  const { t: ts } = useTranslation("site");
  const { language } = useLanguage();
  const articles = useArticles();
  const announcements = useAnnouncements();
  const title = ts("pages.featuredNews");
  usePageMeta({
    title,
    description: t("featured.metaDescription"),
    path: "/featured-news",
    breadcrumbs: [
      { name: ts("pages.news"), path: "/news" },
      { name: title, path: "/featured-news" },
    ],
  });
  const items = toNewsItems(
    (articles.data ?? []).map((article) => localize(article, language)),
    (announcements.data ?? []).map((announcement) => localize(announcement, language)),
  );
  const top = items.find((item) => item.featured) ?? items[0];
  const recent = items.filter((item) => item !== top).slice(0, 3);
  const loading = articles.isPending && announcements.isPending;

  return (
    <>
      <PageIntro
        title={title}
        lead={t("featured.lead")}
        crumbs={[{ name: ts("pages.news"), path: "/news" }]}
      />
      <div className="ps-section ps-sidebar-layout">
        <div className="ps-stack">
          {loading ? (
            <Spinner label={ts("common.loading")} />
          ) : !top ? (
            <p className="ps-empty-note">{t("featured.empty")}</p>
          ) : (
            <>
              <section aria-labelledby="featured-top">
                <h2 id="featured-top" className="ps-subtitle">
                  {t("featured.topStory")}
                </h2>
                <NewsCard item={top} large />
              </section>
              {recent.length > 0 && (
                <section aria-labelledby="featured-recent">
                  <h2 id="featured-recent" className="ps-section__title">
                    {t("featured.recent")}
                  </h2>
                  <ul className="ps-grid ps-grid--3">
                    {recent.map((item) => (
                      <li key={`${item.kind}-${item.id}`}>
                        <NewsCard item={item} />
                      </li>
                    ))}
                  </ul>
                </section>
              )}
            </>
          )}
        </div>
        <aside className="ps-stack">
          <NewsletterSignupIsland variant="compact" />
          <nav className="ps-panel" aria-labelledby="featured-more">
            <h2 id="featured-more" className="ps-panel__title">
              {t("featured.moreTitle")}
            </h2>
            <ul className="ps-link-list">
              {links.map((link) => (
                <li key={link.key}>
                  <Link to={link.to}>{t(`featured.links.${link.key}`)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
      </div>
    </>
  );
}
