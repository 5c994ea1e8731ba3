import { type Article, articleCategories, articleCategoryLabels, localize } from "@church/contracts";
import { Button, EmptyState, SelectField, Spinner, TextField, useLanguage } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { CloseIcon, SearchIcon } from "../../../components/icons.tsx";
import { PageIntro } from "../../../components/page-intro.tsx";
import { islandOf } from "../../../islands/island.tsx";
import { usePageMeta } from "../../../lib/seo/page-meta.ts";
import { useArticles } from "../api/get-articles.ts";
import { matchesArticleSearch, toNewsItems } from "../lib/news-items.ts";
import { newsNs } from "../news.texts.ts";
import { NewsCard } from "./news-card.tsx";
import "./news.css";
import { useTagText } from "../../../api/tag-names.ts";

function ArticleGrid({ articles }: { articles: readonly Article[] }) {
  return (
    <ul className="ps-grid ps-grid--3">
      {toNewsItems(articles, []).map((item) => (
        <li key={item.id}>
          <NewsCard item={item} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The articles with their search, category and tag filters (kept in the address), chips and Clear
 * all, featured, grid and empty state. On its page (an islands page), hydrated on the first touch.
 */
export function ArticlesBrowser() {
  const { t } = useTranslation(newsNs);
  const { t: ts } = useTranslation("site");
  const { language } = useLanguage();
  const tagText = useTagText();
  const query = useArticles();
  const [params, setParams] = useSearchParams();
  const search = params.get("q") ?? "";
  const category = params.get("category") ?? "";
  const tag = params.get("tag") ?? "";

  const setFilter = (key: "q" | "category" | "tag", value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const clearAll = () => setParams(new URLSearchParams(), { replace: true });

  const articles = (query.data ?? []).map((article) => localize(article, language));
  const tags = [...new Set(articles.flatMap((article) => article.tags))].sort();
  const filtered = articles.filter(
    (article) =>
      matchesArticleSearch(article, search) &&
      (!category || article.category === category) &&
      (!tag || article.tags.includes(tag)),
  );
  const featured = filtered.filter((article) => article.featured);
  const active = [
    search && { key: "q" as const, label: `“${search}”` },
    category && {
      key: "category" as const,
      label: articleCategoryLabels[category as keyof typeof articleCategoryLabels]?.[language] ?? category,
    },
    tag && { key: "tag" as const, label: tagText(tag).text },
  ].filter((filter) => !!filter);

  return (
    <div className="ps-section ps-stack">
      <search className="ps-filters">
        <TextField
          type="search"
          label={t("articles.search")}
          placeholder={t("articles.searchPlaceholder")}
          value={search}
          onChange={(event) => setFilter("q", event.target.value)}
          className="ps-filters__search"
        />
        <SelectField
          label={t("articles.category")}
          value={category}
          onChange={(event) => setFilter("category", event.target.value)}
          options={[
            { value: "", label: t("articles.allCategories") },
            ...articleCategories.map((value) => ({ value, label: articleCategoryLabels[value][language] })),
          ]}
        />
        <SelectField
          label={t("articles.tag")}
          value={tag}
          onChange={(event) => setFilter("tag", event.target.value)}
          options={[
            { value: "", label: t("articles.allTags") },
            ...tags.map((value) => ({ value, label: tagText(value).text })),
          ]}
        />
      </search>
      {active.length > 0 && (
        <div className="ps-active-filters">
          <h2 className="ck-visually-hidden">{t("articles.activeFilters")}</h2>
          <ul className="ps-chips">
            {active.map((filter) => (
              <li key={filter.key}>
                <button
                  type="button"
                  className="ps-chip"
                  aria-pressed="true"
                  aria-label={t("articles.removeFilter", { filter: filter.label })}
                  onClick={() => setFilter(filter.key, "")}
                >
                  {filter.label} <CloseIcon size={14} />
                </button>
              </li>
            ))}
            <li>
              <button type="button" className="ps-chip ps-chip--clear" onClick={clearAll}>
                {t("articles.clearAll")}
              </button>
            </li>
          </ul>
        </div>
      )}
      <p className="ps-muted" role="status">
        {query.isPending ? "" : t("articles.count", { count: filtered.length })}
      </p>
      {query.isPending ? (
        <Spinner label={ts("common.loading")} />
      ) : filtered.length === 0 ? (
        <EmptyState
          icon={<SearchIcon size={32} />}
          title={t("articles.noneFound")}
          description={t("articles.noneFoundText")}
          action={
            active.length > 0 ? (
              <Button variant="secondary" onClick={clearAll}>
                {t("articles.clearAll")}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          {featured.length > 0 && (
            <section aria-labelledby="articles-featured">
              <h2 id="articles-featured" className="ps-section__title">
                {t("articles.featured")}
              </h2>
              <ArticleGrid articles={featured} />
            </section>
          )}
          <section aria-labelledby="articles-all">
            <h2 id="articles-all" className="ps-section__title">
              {t("articles.all")}
            </h2>
            <ArticleGrid articles={filtered} />
          </section>
        </>
      )}
    </div>
  );
}

const ArticlesBrowserIsland = islandOf("articles-browser", ArticlesBrowser, { when: "touch" });

/** Articles: search, category and tag filters with chips and Clear all, featured, grid, empty state. */
export default function ArticlesPage() {
  const { t } = useTranslation(newsNs);
  const { t: ts } = useTranslation("site");
  const title = ts("pages.articles");
  usePageMeta({
    title,
    description: t("articles.metaDescription"),
    path: "/articles",
    breadcrumbs: [
      { name: ts("pages.news"), path: "/news" },
      { name: title, path: "/articles" },
    ],
  });
  return (
    <>
      <PageIntro
        title={title}
        lead={t("articles.lead")}
        crumbs={[{ name: ts("pages.news"), path: "/news" }]}
      />
      <ArticlesBrowserIsland />
    </>
  );
}
