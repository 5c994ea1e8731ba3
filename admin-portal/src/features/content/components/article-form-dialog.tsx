import {
  type Article,
  type ArticleFormValues,
  articleCategories,
  articleInputSchema,
  localToday,
} from "@church/contracts";
import { Checkbox, SelectField, TextArea, TextField } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import {
  type ContentDialogProps,
  ContentFormFrame,
} from "../../../components/content-form/content-form-frame.tsx";
import { useContentForm } from "../../../components/content-form/use-content-form.ts";
import { ImageFormField } from "../../../components/media-library/image-form-field.tsx";
import { RichTextFormField } from "../../../components/rich-text/rich-text-form-field.tsx";
import { useSaveArticle } from "../api/save-article.ts";
import { contentNamespace } from "../content.texts.ts";
import { FormPreview } from "./content-preview.tsx";

export interface ArticleFormDialogProps extends ContentDialogProps {
  article?: Article;
}

const blank = (): ArticleFormValues => ({
  title: "",
  excerpt: "",
  content: "",
  author: "",
  date: localToday(),
  category: "teaching",
  tags: "",
  imageUrl: "",
  featured: false,
  isExternal: false,
  externalLink: "",
  status: "draft",
  slug: "",
  translations: { sw: { title: "", excerpt: "", content: "" } },
});

const fromArticle = (a: Article): ArticleFormValues => ({
  ...a,
  tags: a.tags.join(", "),
  imageUrl: a.imageUrl ?? "",
  externalLink: a.externalLink ?? "",
  readTime: undefined,
  translations: {
    sw: {
      title: a.translations?.sw?.title ?? "",
      excerpt: a.translations?.sw?.excerpt ?? "",
      content: a.translations?.sw?.content ?? "",
    },
  },
});

/** Add or edit an article; the external link is required when External Link is ticked. */
export function ArticleFormDialog({ open, onOpenChange, article }: ArticleFormDialogProps) {
  const { t } = useTranslation(contentNamespace);
  const { frame, register, errors, watch, form } = useContentForm({
    kind: "article",
    item: article,
    fromItem: fromArticle,
    blank,
    open,
    onOpenChange,
    schema: articleInputSchema,
    save: useSaveArticle(),
    texts: {
      addTitle: t("articles.addTitle"),
      editTitle: t("articles.editTitle"),
      created: t("articles.created"),
      updated: t("articles.updated"),
      createError: t("articles.saveError"),
      updateError: t("articles.saveError"),
    },
  });
  const { control } = form;

  return (
    <ContentFormFrame
      {...frame}
      english={
        <>
          <TextArea
            label={t("articles.excerpt")}
            required
            rows={2}
            error={errors.excerpt?.message}
            {...register("excerpt")}
          />
          <RichTextFormField
            control={control}
            name="content"
            label={t("common.content")}
            required
            hint={t("richText.hint")}
            error={errors.content?.message}
          />
          <div className="ap-form-row">
            <TextField label={t("common.author")} {...register("author")} />
            <TextField
              label={t("common.date")}
              type="date"
              required
              error={errors.date?.message}
              {...register("date")}
            />
          </div>
          <SelectField
            label={t("common.category")}
            options={articleCategories.map((c) => ({ value: c, label: t(`articles.categories.${c}`) }))}
            {...register("category")}
          />
          <TextField label={t("common.tags")} hint={t("common.tagsHint")} {...register("tags")} />
          <ImageFormField
            control={form.control}
            name="imageUrl"
            label={t("common.imageUrl")}
            error={errors.imageUrl?.message}
          />
          <Checkbox label={t("articles.featured")} {...register("featured")} />
          <Checkbox label={t("articles.isExternal")} {...register("isExternal")} />
          {watch("isExternal") && (
            <TextField
              label={t("articles.externalLink")}
              required
              error={errors.externalLink?.message}
              {...register("externalLink")}
            />
          )}
          <TextField
            label={t("common.slug")}
            hint={t("common.slugHint")}
            error={errors.slug?.message}
            {...register("slug")}
          />
        </>
      }
      swahili={
        <>
          <TextArea
            label={`${t("articles.excerpt")} (SW)`}
            lang="sw"
            rows={2}
            {...register("translations.sw.excerpt")}
          />
          <RichTextFormField
            control={control}
            name="translations.sw.content"
            label={`${t("common.content")} (SW)`}
            lang="sw"
          />
        </>
      }
      after={
        <FormPreview
          item={{
            kind: "article",
            title: watch("title"),
            summary: watch("excerpt"),
            bodyHtml: watch("content"),
            author: watch("author") ?? null,
            date: watch("date"),
          }}
        />
      }
    />
  );
}
