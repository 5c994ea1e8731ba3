import { type Article, articleSwahiliFields } from "@church/contracts";
import { useTranslation } from "react-i18next";
import { useArticles } from "../api/get-articles.ts";
import { useDeleteArticle } from "../api/save-article.ts";
import { contentNamespace } from "../content.texts.ts";
import { ArticleFormDialog } from "./article-form-dialog.tsx";
import { preview } from "./content-helpers.tsx";
import { ContentListPanel } from "./content-list.tsx";

/** Articles sub-tab of Content Management. */
export function ArticlesPanel() {
  const { t } = useTranslation(contentNamespace);
  return (
    <ContentListPanel<Article>
      section="articles"
      swahiliFields={articleSwahiliFields}
      useItems={useArticles}
      useDelete={useDeleteArticle}
      columns={[
        { key: "excerpt", header: t("articles.excerpt"), cell: (a) => preview(a.excerpt) },
        {
          key: "category",
          header: t("common.category"),
          cell: (a) => t(`articles.categories.${a.category}`),
        },
        { key: "author", header: t("common.author"), cell: (a) => a.author },
      ]}
      renderForm={({ open, onOpenChange, item }) => (
        <ArticleFormDialog open={open} onOpenChange={onOpenChange} article={item} />
      )}
    />
  );
}
