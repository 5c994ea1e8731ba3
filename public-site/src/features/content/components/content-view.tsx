import { useLanguage } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/format.ts";
import "./content-view.css";

/** What the public site shows of an announcement or article body. */
export interface ContentViewItem {
  kind: "announcement" | "article";
  title: string;
  summary?: string | null;
  /** HTML: stored content is sanitised by the API before it is saved. */
  bodyHtml: string;
  author?: string | null;
  /** YYYY-MM-DD. */
  date?: string | null;
}

export interface ContentViewProps {
  item: ContentViewItem;
  /** Heading level of the title: 1 on a detail page, 2 inside a preview. */
  headingLevel?: 1 | 2;
}

/** An announcement or article as visitors see it: kind, title, summary, byline and body. */
export function ContentView({ item, headingLevel = 1 }: ContentViewProps) {
  const { t } = useTranslation("site");
  const { language } = useLanguage();
  const Title = headingLevel === 1 ? "h1" : "h2";
  const date = item.date ? formatDate(item.date, language) : null;
  return (
    <article className="ps-content">
      <p className="ps-content__kind">{t(`preview.kinds.${item.kind}`)}</p>
      <Title className="ps-content__title">{item.title}</Title>
      {item.summary && <p className="ps-content__summary">{item.summary}</p>}
      {(item.author || date) && (
        <p className="ps-content__meta">
          {item.author && t("preview.by", { author: item.author })}
          {item.author && date && " · "}
          {date && <time dateTime={item.date ?? undefined}>{date}</time>}
        </p>
      )}
      {/* The API sanitises content HTML when it is saved. */}
      <div className="ps-content__body" dangerouslySetInnerHTML={{ __html: item.bodyHtml }} />
    </article>
  );
}
