import type { HighlightedText, SearchResponse } from "@church/contracts";
import { Badge, useLanguage } from "@church/ui-kit";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { formatDate } from "../../../lib/format.ts";
import { searchNs } from "../search.texts.ts";

/** Text with the words the search matched in <mark>. */
function Highlighted({ runs }: { runs: HighlightedText }) {
  return runs.map((run, i) =>
    // The runs of one text never change order, so their position is a stable key.
    run.match ? <mark key={i}>{run.text}</mark> : <Fragment key={i}>{run.text}</Fragment>,
  );
}

/** The hits of a search, best first: kind, date, title and the excerpt around the matched words. */
export function SearchResults({ data, query }: { data: SearchResponse; query: string }) {
  const { t } = useTranslation(searchNs);
  const { language } = useLanguage();
  return (
    <>
      <p role="status">{t("results", { count: data.total, query })}</p>
      <ol className="ps-search-results" aria-label={t("resultsLabel")}>
        {data.results.map((result) => (
          <li key={`${result.type}-${result.id}`} className="ps-search-result">
            <p className="ps-search-result__kind">
              <Badge tone={result.type === "page" ? "neutral" : "primary"}>{t(`types.${result.type}`)}</Badge>
              {result.date && <time dateTime={result.date}>{formatDate(result.date, language)}</time>}
            </p>
            <h2 className="ps-search-result__title">
              <Link to={result.url} className="ps-card-link">
                <Highlighted runs={result.highlight.title} />
              </Link>
            </h2>
            <p className="ps-search-result__excerpt">
              <Highlighted runs={result.highlight.excerpt} />
            </p>
          </li>
        ))}
      </ol>
    </>
  );
}
