import { searchExamples } from "@church/contracts";
import { Button, EmptyState, Spinner, TextField, useLanguage } from "@church/ui-kit";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import { SearchIcon } from "../../../components/icons.tsx";
import { PageIntro } from "../../../components/page-intro.tsx";
import { usePageMeta } from "../../../lib/seo/page-meta.ts";
import { useSearch } from "../api/search-site.ts";
import { searchNs } from "../search.texts.ts";
import { SearchResults } from "./search-results.tsx";
import "./search.css";

const browse = [
  { key: "articles", to: "/articles" },
  { key: "announcements", to: "/announcements" },
  { key: "events", to: "/events" },
  { key: "audio", to: "/audio-services" },
] as const;

/** Searches that find something on any install, as links. */
function SearchExamples({ label }: { label: string }) {
  const { t } = useTranslation(searchNs);
  const { language } = useLanguage();
  return (
    <nav aria-label={t("suggestions")}>
      <p className="ps-muted">{label}</p>
      <ul className="ps-search-examples">
        {searchExamples[language].map((example) => (
          <li key={example}>
            <Link to={`/search?q=${encodeURIComponent(example)}`}>{example}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /search?q={term}: the site's pages and published content, best match first. */
export default function SearchPage() {
  const { t } = useTranslation(searchNs);
  const { t: ts } = useTranslation("site");
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const query = (params.get("q") ?? "").trim();
  const [draft, setDraft] = useState(query);
  // A suggested search or the back button changes the address: the box follows it.
  useEffect(() => setDraft(query), [query]);
  const results = useSearch(query, language);
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
      {/* Two elements: .ps-stack's margin: 0 would cancel .ps-section's centring on one element. */}
      <div className="ps-section">
        <div className="ps-stack">
          {!query ? (
            <SearchExamples label={t("prompt")} />
          ) : results.isPending ? (
            <Spinner label={ts("common.loading")} />
          ) : results.isError ? (
            <p className="ps-empty-note">{t("error")}</p>
          ) : results.data.results.length === 0 ? (
            <>
              <EmptyState
                icon={<SearchIcon size={32} />}
                title={t("noResults")}
                description={t("noResultsText")}
              />
              <SearchExamples label={t("tryThese")} />
            </>
          ) : (
            <SearchResults data={results.data} query={query} />
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
      </div>
    </>
  );
}
