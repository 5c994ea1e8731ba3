import { Badge, Button, useLanguage } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { ExternalIcon } from "../../../components/icons.tsx";
import { formatDate, truncate } from "../../../lib/format.ts";
import type { NewsItem } from "../lib/news-items.ts";
import { newsNs } from "../news.texts.ts";

export interface NewsCardProps {
  item: NewsItem;
  headingLevel?: 2 | 3;
  /** A label shown before the kind, e.g. a priority or category. */
  badge?: { text: string; tone: "danger" | "info" | "neutral" | "primary" | "warning" };
  excerptChars?: number;
  large?: boolean;
}

/** A news card: kind, title (to the page, to an external site, or 'External Link Unavailable'), excerpt. */
export function NewsCard({ item, headingLevel = 3, badge, excerptChars, large = false }: NewsCardProps) {
  const { t } = useTranslation(newsNs);
  const { t: ts } = useTranslation("site");
  const { language } = useLanguage();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const kind = item.category === "resources" ? t("kinds.resource") : t(`kinds.${item.kind}`);

  let title = <>{item.title}</>;
  if (item.href && item.external) {
    title = (
      <a href={item.href} target="_blank" rel="noopener noreferrer" className="ps-card-link">
        {item.title}
        <ExternalIcon size={16} />
        <span className="ck-visually-hidden"> {ts("common.opensInNewTab")}</span>
      </a>
    );
  } else if (item.href) {
    title = (
      <Link to={item.href} className="ps-card-link">
        {item.title}
      </Link>
    );
  }

  return (
    <article className={large ? "ps-news-card ps-news-card--large" : "ps-news-card"}>
      <p className="ps-news-card__kind">
        {badge && <Badge tone={badge.tone}>{badge.text}</Badge>}
        <span>{kind}</span>
      </p>
      <Heading className="ps-news-card__title">{title}</Heading>
      <p className="ps-news-card__excerpt">
        {excerptChars ? truncate(item.excerpt, excerptChars) : item.excerpt}
      </p>
      <p className="ps-news-card__meta">
        <time dateTime={item.date}>{formatDate(item.date, language)}</time>
        {item.author && ` · ${ts("common.by", { author: item.author })}`}
      </p>
      {item.external && !item.href && (
        <Button variant="secondary" size="sm" disabled>
          {t("articles.externalUnavailable")}
        </Button>
      )}
    </article>
  );
}
