import {
  type Article,
  type ArticleFormValues,
  type ArticleInput,
  articleCategories,
  articleInputSchema,
  localToday,
} from "@church/contracts";
import { errorText } from "@church/contracts/client";
import { Checkbox, SelectField, TextArea, TextField, toast } from "@church/ui-kit";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { RichTextFormField } from "../../../components/rich-text/rich-text-form-field.tsx";
import { useSaveArticle } from "../api/save-article.ts";
import { contentNamespace } from "../content.texts.ts";
import { FormPreview } from "./content-preview.tsx";
import { ItemFormDialog } from "./item-form-dialog.tsx";

export interface ArticleFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
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
  title: a.title,
  excerpt: a.excerpt,
  content: a.content,
  author: a.author,
  date: a.date,
  category: a.category,
  tags: a.tags.join(", "),
  imageUrl: a.imageUrl ?? "",
  featured: a.featured,
  isExternal: a.isExternal,
  externalLink: a.externalLink ?? "",
  status: a.status,
  slug: a.slug,
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
  const save = useSaveArticle();
  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<ArticleFormValues, unknown, ArticleInput>({
    resolver: zodResolver(articleInputSchema),
    defaultValues: blank(),
  });

  useEffect(() => {
    if (open) reset(article ? fromArticle(article) : blank());
  }, [open, article, reset]);

  const submit = handleSubmit((body) =>
    save.mutate(
      { id: article?.id, body },
      {
        onSuccess: () => {
          toast.success(t(article ? "articles.updated" : "articles.created"), { description: body.title });
          onOpenChange(false);
        },
        onError: (error) =>
          toast.error(t("articles.saveError"), { description: errorText(error, t("common.error")) }),
      },
    ),
  );
  const isExternal = watch("isExternal");

  return (
    <ItemFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={article ? t("articles.editTitle") : t("articles.addTitle")}
      formId="article-form"
      editing={!!article}
      saving={save.isPending}
    >
      <form id="article-form" className="ap-bilingual" onSubmit={submit} noValidate>
        <fieldset className="ap-stack">
          <legend>{t("common.english")}</legend>
          <TextField
            label={t("common.title")}
            required
            error={errors.title?.message}
            {...register("title")}
          />
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
          <div className="ap-form-row">
            <SelectField
              label={t("common.category")}
              options={articleCategories.map((c) => ({ value: c, label: t(`articles.categories.${c}`) }))}
              {...register("category")}
            />
            <SelectField
              label={t("common.status")}
              options={[
                { value: "draft", label: t("common.draft") },
                { value: "published", label: t("common.published") },
              ]}
              {...register("status")}
            />
          </div>
          <TextField label={t("common.tags")} hint={t("common.tagsHint")} {...register("tags")} />
          <TextField
            label={t("common.imageUrl")}
            error={errors.imageUrl?.message}
            {...register("imageUrl")}
          />
          <Checkbox label={t("articles.featured")} {...register("featured")} />
          <Checkbox label={t("articles.isExternal")} {...register("isExternal")} />
          {isExternal && (
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
        </fieldset>
        <fieldset className="ap-stack">
          <legend>{t("common.swahili")}</legend>
          <p className="ap-muted">{t("common.swahiliHint")}</p>
          <TextField label={`${t("common.title")} (SW)`} lang="sw" {...register("translations.sw.title")} />
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
        </fieldset>
      </form>
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
    </ItemFormDialog>
  );
}
