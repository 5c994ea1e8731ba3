import { type ContentPreview, formatDate } from "@church/contracts";
import { Alert, LanguageSwitch } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { publishingNamespace } from "../publishing.texts.ts";
import "./content-preview-page.css";

/**
 * A content item as staff preview it before (or after) publishing: its state first, then the item as
 * a page. The body of rich-text kinds is HTML the API sanitised when it was saved.
 */
export function ContentPreviewPage({ preview }: { preview: ContentPreview }) {
  const { t, i18n } = useTranslation(publishingNamespace);
  const published = preview.status === "published";
  return (
    <main id="main" className="ap-preview">
      <header className="ap-preview__bar">
        <a href="/admin">{t("backToDashboard")}</a>
        <LanguageSwitch compact />
      </header>
      <Alert tone={published ? "success" : "info"} title={t("title")}>
        {published ? t("publishedBanner") : t("draftBanner")}
        {published && preview.publicPath && (
          <>
            {" "}
            <a href={preview.publicPath}>{t("openOnSite")}</a>
          </>
        )}
      </Alert>
      <article className="ap-preview__item">
        <p className="ap-preview__kind">{t(`kinds.${preview.kind}`)}</p>
        <h1>{preview.title}</h1>
        {preview.summary && <p className="ap-lead">{preview.summary}</p>}
        {(preview.author || preview.date) && (
          <p className="ap-muted">
            {preview.author && t("by", { author: preview.author })}
            {preview.author && preview.date && " · "}
            {preview.date && <time dateTime={preview.date}>{formatDate(preview.date, i18n.language)}</time>}
          </p>
        )}
        {preview.imageUrl && <img className="ap-preview__image" src={preview.imageUrl} alt="" />}
        {preview.bodyIsHtml ? (
          // Sanitised by the API when saved (sanitizeRichText).
          <div className="ap-preview__body" dangerouslySetInnerHTML={{ __html: preview.body }} />
        ) : (
          <div className="ap-preview__body">
            {preview.body.split(/\n{2,}/).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        )}
      </article>
    </main>
  );
}
