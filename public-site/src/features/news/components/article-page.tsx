import { articleCategoryLabels, articleLimits, localize } from "@church/contracts";
import { buttonClassName, Spinner, useLanguage } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router-dom";
import { ExternalLink } from "../../../components/external-link.tsx";
import { PageIntro } from "../../../components/page-intro.tsx";
import { ShareLinksIsland } from "../../../components/share-links.tsx";
import { datedDescription, formatDate, truncate } from "../../../lib/format.ts";
import { usePageMeta } from "../../../lib/seo/page-meta.ts";
import { articleJsonLd } from "../../../lib/seo/structured-data.ts";
import { siteConfig } from "../../../lib/site-config.ts";
import { useArticle, useArticles } from "../api/get-articles.ts";
import { newsNs } from "../news.texts.ts";
import "./news.css";
import { useTagText } from "../../../api/tag-names.ts";
import { PictureIsland } from "../../../components/picture.tsx";
import { contentImageProps, detailImageSizes } from "../../../lib/media-image.ts";

/** One article (/articles/{slug} and /news/article/{slug}), or 'Article Not Found'. */
export default function ArticlePage() {
  const { slug = "" } = useParams();
  const { t } = useTranslation(newsNs);
  const { t: ts } = useTranslation("site");
  const { language } = useLanguage();
  const tagText = useTagText();
  const query = useArticle(slug);
  const latest = useArticles();
  const article = query.data ? localize(query.data, language) : null;
  const path = `/articles/${slug}`;
  const crumbs = [
    { name: ts("pages.news"), path: "/news" },
    { name: ts("pages.articles"), path: "/articles" },
  ];
  usePageMeta({
    title: article?.title ?? (query.isPending ? ts("pages.article") : t("article.notFoundTitle")),
    description: article
      ? datedDescription(article.date, language, article.excerpt)
      : t("article.notFoundText"),
    path,
    image: article?.imageUrl,
    shareCard: article ? { kind: "articles", key: slug } : undefined,
    type: "article",
    publishedTime: article?.publishedAt ?? undefined,
    modifiedTime: article?.updatedAt,
    author: article?.author || undefined,
    section: article ? articleCategoryLabels[article.category].en : undefined,
    keywords: article?.tags,
    noIndex: !query.isPending && !article,
    breadcrumbs: article ? [...crumbs, { name: article.title, path }] : crumbs,
    jsonLd: query.data
      ? [articleJsonLd(siteConfig.origin, query.data, path, siteConfig.socialImage.path)]
      : [],
  });

  if (query.isPending) {
    return (
      <div className="ps-center">
        <Spinner label={ts("common.loading")} />
      </div>
    );
  }
  if (!article) {
    return (
      <div className="ps-center">
        <h1 className="ps-center__title">{t("article.notFoundTitle")}</h1>
        <p className="ps-lead">{query.isError ? ts("common.loadError") : t("article.notFoundText")}</p>
        <Link className={buttonClassName("primary")} to="/articles">
          {t("article.back")}
        </Link>
      </div>
    );
  }

  // Up to two more: the latest three articles without this one.
  const more = (latest.data ?? [])
    .slice(0, articleLimits.relatedCount + 1)
    .filter((item) => item.id !== article.id)
    .slice(0, articleLimits.relatedCount)
    .map((item) => localize(item, language));

  return (
    <>
      <PageIntro
        title={article.title}
        crumbs={crumbs}
        eyebrow={articleCategoryLabels[article.category][language]}
        lead={article.excerpt}
      >
        <p className="ps-muted">
          {article.author && `${ts("common.by", { author: article.author })} · `}
          <time dateTime={article.date}>{formatDate(article.date, language)}</time>
          {` · ${ts("common.minRead", { count: article.readTime })}`}
        </p>
        {article.tags.length > 0 && (
          <ul className="ps-chips" aria-label={ts("common.tags")}>
            {article.tags.map((tag) => (
              <li key={tag}>
                <Link
                  className="ps-chip"
                  to={`/articles?tag=${encodeURIComponent(tag)}`}
                  lang={tagText(tag).lang}
                >
                  {tagText(tag).text}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <ShareLinksIsland path={path} title={article.title} />
      </PageIntro>
      <div className="ps-section ps-sidebar-layout">
        <article className="ps-article">
          {article.imageUrl && (
            <PictureIsland
              className="ps-article__image"
              {...contentImageProps(article.imageUrl, article.image, language, detailImageSizes)}
              loading="lazy"
              decoding="async"
            />
          )}
          {/* The API sanitises content HTML when it is saved. */}
          <div className="ps-article__body" dangerouslySetInnerHTML={{ __html: article.content }} />
          {article.isExternal && article.externalLink && (
            <ExternalLink className={buttonClassName("primary")} href={article.externalLink}>
              {t("article.readFull")}
            </ExternalLink>
          )}
        </article>
        <aside className="ps-stack">
          {more.length > 0 && (
            <section className="ps-panel" aria-labelledby="article-more">
              <h2 id="article-more" className="ps-panel__title">
                {t("article.more")}
              </h2>
              <ul className="ps-stack">
                {more.map((item) => (
                  <li key={item.id} className="ps-mini-card">
                    <Link to={`/articles/${item.slug}`}>{item.title}</Link>
                    <p className="ps-muted">{truncate(item.excerpt, articleLimits.excerptChars)}</p>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <Link to="/articles">{t("article.back")}</Link>
        </aside>
      </div>
    </>
  );
}
