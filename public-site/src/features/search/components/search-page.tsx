import { routes } from "@church/contracts";
import { Badge, Button, EmptyState, Spinner, TextField, useLanguage } from "@church/ui-kit";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import { SearchIcon } from "../../../components/icons.tsx";
import { PageIntro } from "../../../components/page-intro.tsx";
import { searchNs } from "../../../i18n/pages/search.ts";
import { api } from "../../../lib/api-client.ts";
import { formatDate } from "../../../lib/format.ts";
import { usePageMeta } from "../../../lib/seo/page-meta.ts";

const browse = [
  { key: "articles", to: "/articles" },
  { key: "announcements", to: "/announcements" },
  { key: "events", to: "/events" },
  { key: "audio", to: "/audio-services" },
] as const;

/** /search?q={term}: results over articles, announcements, events and sermons. */
export default function SearchPage() {
  const { t } = useTranslation(searchNs);
  const { t: ts } = useTranslation("site");
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const query = (params.get("q") ?? "").trim();
  const [draft, setDraft] = useState(query);
  const results = useQuery({
    queryKey: ["search", query, language],
    queryFn: () => api.call(routes.search.search, { query: { q: query, language } }),
    enabled: query.length > 0,
    staleTime: 60_000,
  });
  const title = ts("pages.search");
  usePageMeta({
    title: query ? `${title}: ${query}` : title,
    description: t("metaDescription"),
    path: "/search",
    noIndex: query.length > 0,
    breadcrumbs: [{ name: title, path: "/search" }],
  });

  return (
    <>
      <PageIntro title={title} lead={t("lead")}>
        <search>
          <form
            className="ps-search-form"
            onSubmit={(event) => {
              event.preventDefault();
              const next = draft.trim();
              setParams(next ? { q: next } : {});
            }}
          >
            <TextField
              type="search"
              name="q"
              label={t("label")}
              hideLabel
              placeholder={t("placeholder")}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              className="ps-search-form__field"
            />
            <Button type="submit" iconStart={<SearchIcon size={18} />}>
              {t("submit")}
            </Button>
          </form>
        </search>
      </PageIntro>
      <div className="ps-section ps-stack">
        {!query ? (
          <p className="ps-muted">{t("prompt")}</p>
        ) : results.isPending ? (
          <Spinner label={ts("common.loading")} />
        ) : results.isError ? (
          <p className="ps-empty-note">{t("error")}</p>
        ) : results.data.results.length === 0 ? (
          <EmptyState
            icon={<SearchIcon size={32} />}
            title={t("noResults")}
            description={t("noResultsText")}
          />
        ) : (
          <>
            <p role="status">{t("results", { count: results.data.total, query })}</p>
            <ul className="ps-stack">
              {results.data.results.map((result) => (
                <li key={`${result.type}-${result.id}`} className="ps-news-card">
                  <p className="ps-news-card__kind">
                    <Badge tone="primary">{t(`types.${result.type}`)}</Badge>
                    {result.date && <time dateTime={result.date}>{formatDate(result.date, language)}</time>}
                  </p>
                  <h2 className="ps-news-card__title">
                    <Link to={result.url} className="ps-card-link">
                      {result.title}
                    </Link>
                  </h2>
                  <p className="ps-news-card__excerpt">{result.excerpt}</p>
                </li>
              ))}
            </ul>
          </>
        )}
        <nav aria-labelledby="search-browse">
          <h2 id="search-browse" className="ps-subtitle">
            {t("browse")}
          </h2>
          <ul className="ps-link-cards ps-link-cards--compact">
            {browse.map((link) => (
              <li key={link.key}>
                <Link to={link.to}>{ts(`nav.links.${link.key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
