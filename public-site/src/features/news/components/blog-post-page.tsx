import { blogCategoryLabels, localize } from "@church/contracts";
import { buttonClassName, Spinner, useLanguage } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router-dom";
import { ExternalLink } from "../../../components/external-link.tsx";
import { PageIntro } from "../../../components/page-intro.tsx";
import { ShareLinksIsland } from "../../../components/share-links.tsx";
import { datedDescription, formatDate, truncate } from "../../../lib/format.ts";
import { usePageMeta } from "../../../lib/seo/page-meta.ts";
import { postingJsonLd } from "../../../lib/seo/structured-data.ts";
import { siteConfig } from "../../../lib/site-config.ts";
import { useBlogPosts } from "../api/get-blog-posts.ts";
import { newsNs } from "../news.texts.ts";
import "./news.css";
import { PictureIsland } from "../../../components/picture.tsx";
import { contentImageProps, detailImageSizes } from "../../../lib/media-image.ts";

/** One blog post's own page (/blog/{id}), or 'Blog Post Not Found'. */
export default function BlogPostPage() {
  const { id = "" } = useParams();
  const { t } = useTranslation(newsNs);
  const { t: ts } = useTranslation("site");
  const { language } = useLanguage();
  const query = useBlogPosts();
  const found = query.data?.find((post) => post.id === id);
  const post = found ? localize(found, language) : undefined;
  const path = `/blog/${id}`;
  const crumbs = [
    { name: ts("pages.news"), path: "/news" },
    { name: ts("pages.blog"), path: "/blog" },
  ];
  const summary = post ? truncate(post.excerpt || post.content.replace(/<[^>]+>/g, " "), 160) : "";
  usePageMeta({
    title: post?.title ?? (query.isPending ? ts("pages.blog") : t("blog.notFoundTitle")),
    description: post
      ? datedDescription(post.publishedAt?.slice(0, 10), language, summary)
      : t("blog.notFoundText"),
    path,
    image: post?.imageUrl,
    shareCard: post ? { kind: "blog", key: id } : undefined,
    type: "article",
    publishedTime: post?.publishedAt ?? undefined,
    modifiedTime: post?.updatedAt,
    author: post?.author || undefined,
    noIndex: !query.isPending && !post,
    breadcrumbs: post ? [...crumbs, { name: post.title, path }] : crumbs,
    jsonLd: post
      ? [
          postingJsonLd(
            siteConfig.origin,
            "BlogPosting",
            {
              title: post.title,
              summary,
              published: post.publishedAt,
              modified: post.updatedAt,
              author: post.author,
              image: post.imageUrl,
            },
            path,
            siteConfig.socialImage.path,
          ),
        ]
      : [],
  });

  if (query.isPending) {
    return (
      <div className="ps-center">
        <Spinner label={ts("common.loading")} />
      </div>
    );
  }
  if (!post) {
    return (
      <div className="ps-center">
        <h1 className="ps-center__title">{t("blog.notFoundTitle")}</h1>
        <p className="ps-lead">{query.isError ? ts("common.loadError") : t("blog.notFoundText")}</p>
        <Link className={buttonClassName("primary")} to="/blog">
          {t("blog.back")}
        </Link>
      </div>
    );
  }
  return (
    <>
      <PageIntro
        title={post.title}
        crumbs={crumbs}
        eyebrow={blogCategoryLabels[post.category][language]}
        lead={post.excerpt || undefined}
      >
        <p className="ps-muted">
          {post.author && `${ts("common.by", { author: post.author })}`}
          {post.author && post.publishedAt && " · "}
          {post.publishedAt && (
            <time dateTime={post.publishedAt}>{formatDate(post.publishedAt.slice(0, 10), language)}</time>
          )}
        </p>
        <ShareLinksIsland path={path} title={post.title} />
      </PageIntro>
      <div className="ps-section">
        <article className="ps-article">
          {post.imageUrl && (
            <PictureIsland
              className="ps-article__image"
              {...contentImageProps(post.imageUrl, post.image, language, detailImageSizes)}
              loading="lazy"
              decoding="async"
            />
          )}
          {/* The API sanitises content HTML when it is saved. */}
          <div className="ps-article__body" dangerouslySetInnerHTML={{ __html: post.content }} />
          {post.videoUrl && (
            <ExternalLink className={buttonClassName("secondary")} href={post.videoUrl}>
              {t("blog.watch")}
            </ExternalLink>
          )}
          {post.isExternal && post.externalUrl && (
            <ExternalLink className={buttonClassName("primary")} href={post.externalUrl}>
              {t("blog.readFull")}
            </ExternalLink>
          )}
        </article>
        <p>
          <Link to="/blog">{t("blog.back")}</Link>
        </p>
      </div>
    </>
  );
}
