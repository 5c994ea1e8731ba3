import { blogCategoryLabels, localize } from "@church/contracts";
import { Spinner, useLanguage } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { PageIntro } from "../../../components/page-intro.tsx";
import { formatDate, truncate } from "../../../lib/format.ts";
import { usePageMeta } from "../../../lib/seo/page-meta.ts";
import { useBlogPosts } from "../api/get-blog-posts.ts";
import { newsNs } from "../news.texts.ts";
import "./news.css";
import { PictureIsland } from "../../../components/picture.tsx";

/** The blog (/blog): published posts, newest first, each linking to its own page. */
export default function BlogPage() {
  const { t } = useTranslation(newsNs);
  const { t: ts } = useTranslation("site");
  const { language } = useLanguage();
  const query = useBlogPosts();
  const title = ts("pages.blog");
  usePageMeta({
    title,
    description: t("blog.metaDescription"),
    path: "/blog",
    breadcrumbs: [
      { name: ts("pages.news"), path: "/news" },
      { name: title, path: "/blog" },
    ],
  });
  const posts = (query.data ?? []).map((post) => localize(post, language));
  return (
    <>
      <PageIntro title={title} lead={t("blog.lead")} crumbs={[{ name: ts("pages.news"), path: "/news" }]} />
      <div className="ps-section">
        {query.isPending ? (
          <Spinner label={ts("common.loading")} />
        ) : query.isError ? (
          <p className="ps-empty-note">{t("blog.loadError")}</p>
        ) : posts.length === 0 ? (
          <p className="ps-empty-note">{t("blog.empty")}</p>
        ) : (
          <ul className="ps-grid ps-grid--3">
            {posts.map((post) => (
              <li key={post.id} className="ps-news-card">
                {post.imageUrl && (
                  <PictureIsland className="ps-news-card__image" src={post.imageUrl} alt="" loading="lazy" />
                )}
                <div className="ps-news-card__body">
                  <p className="ps-news-card__meta">
                    {blogCategoryLabels[post.category][language]}
                    {post.publishedAt && (
                      <>
                        {" · "}
                        <time dateTime={post.publishedAt}>
                          {formatDate(post.publishedAt.slice(0, 10), language)}
                        </time>
                      </>
                    )}
                  </p>
                  <h2 className="ps-news-card__title">
                    <Link to={`/blog/${post.id}`}>{post.title}</Link>
                  </h2>
                  <p>{truncate(post.excerpt || post.content.replace(/<[^>]+>/g, " "), 160)}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
