import { localize } from "@church/contracts";
import { Spinner, Tabs, useLanguage } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { PageIntro } from "../../../components/page-intro.tsx";
import { islandOf } from "../../../islands/island.tsx";
import { usePageMeta } from "../../../lib/seo/page-meta.ts";
import { useAnnouncements } from "../api/get-announcements.ts";
import { useArticles } from "../api/get-articles.ts";
import { type NewsItem, toNewsItems } from "../lib/news-items.ts";
import { newsNs } from "../news.texts.ts";
import { NewsCard } from "./news-card.tsx";
import "./news.css";

const tabs = ["all", "articles", "announcements", "resources"] as const;

function NewsGrid({ items, emptyText }: { items: readonly NewsItem[]; emptyText: string }) {
  if (items.length === 0) return <p className="ps-empty-note">{emptyText}</p>;
  return (
    <ul className="ps-grid ps-grid--3">
      {items.map((item) => (
        <li key={`${item.kind}-${item.id}`}>
          <NewsCard item={item} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The hub's tabs (All, Articles, Announcements, Resources, with counts; featured, up to 3, on All): an
 * island on the islands page, hydrated on the first touch (a tab chosen before is chosen once live).
 */
export function NewsTabs() {
  const { t } = useTranslation(newsNs);
  const { t: ts } = useTranslation("site");
  const { language } = useLanguage();
  const articles = useArticles();
  const announcements = useAnnouncements();
  const items = toNewsItems(
    (articles.data ?? []).map((article) => localize(article, language)),
    (announcements.data ?? []).map((announcement) => localize(announcement, language)),
  );
  const featured = items.filter((item) => item.featured).slice(0, 3);
  const loading = articles.isPending && announcements.isPending;
  const inTab = (tab: (typeof tabs)[number]) =>
    tab === "all" ? items : items.filter((item) => item.category === tab);

  if (loading) return <Spinner label={ts("common.loading")} />;
  return (
    <Tabs
      label={t("hub.tabsLabel")}
      items={tabs.map((tab) => ({
        value: tab,
        label: t(`hub.tabs.${tab}`),
        badge: inTab(tab).length,
        content: (
          <div className="ps-stack">
            {tab === "all" && featured.length > 0 && (
              <section className="ps-featured" aria-labelledby="news-featured">
                <h2 id="news-featured" className="ps-subtitle">
                  {t("hub.featured")}
                </h2>
                <ul className="ps-grid ps-grid--3">
                  {featured.map((item) => (
                    <li key={item.id}>
                      <NewsCard item={item} />
                    </li>
                  ))}
                </ul>
                <Link to="/featured-news">{t("hub.featuredLink")}</Link>
              </section>
            )}
            <NewsGrid items={inTab(tab)} emptyText={t("hub.empty")} />
          </div>
        ),
      }))}
    />
  );
}

const NewsTabsIsland = islandOf("news-tabs", NewsTabs, { when: "touch" });

/** News hub: the tabs, and quick links. */
export default function NewsPage() {
  const { t } = useTranslation(newsNs);
  const { t: ts } = useTranslation("site");
  const title = ts("pages.news");
  usePageMeta({
    title,
    description: t("hub.metaDescription"),
    path: "/news",
    breadcrumbs: [{ name: title, path: "/news" }],
  });

  return (
    <>
      <PageIntro title={title} lead={t("hub.lead")} />
      <div className="ps-section ps-sidebar-layout">
        <div>
          <NewsTabsIsland />
        </div>
        <nav className="ps-panel" aria-labelledby="news-links">
          <h2 id="news-links" className="ps-panel__title">
            {t("hub.quickLinks")}
          </h2>
          <ul className="ps-link-list">
            <li>
              <Link to="/articles">{t("hub.links.articles")}</Link>
            </li>
            <li>
              <Link to="/announcements">{t("hub.links.announcements")}</Link>
            </li>
            <li>
              <Link to="/events">{t("hub.links.events")}</Link>
            </li>
          </ul>
        </nav>
      </div>
    </>
  );
}
