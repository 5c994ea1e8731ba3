import {
  type BlogPost,
  type BlogPostFormValues,
  blogCategories,
  blogPostInputSchema,
} from "@church/contracts";
import { Checkbox, SelectField, TextArea, TextField } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import {
  type ContentDialogProps,
  ContentFormFrame,
} from "../../../components/content-form/content-form-frame.tsx";
import { useContentForm } from "../../../components/content-form/use-content-form.ts";
import { ImageFormField } from "../../../components/media-library/image-form-field.tsx";
import { useSaveBlogPost } from "../api/save-blog-post.ts";
import { contentNamespace } from "../content.texts.ts";

export interface BlogPostFormDialogProps extends ContentDialogProps {
  post?: BlogPost;
}

const blank = (): BlogPostFormValues => ({
  title: "",
  content: "",
  excerpt: "",
  category: "sermon",
  imageUrl: "",
  videoUrl: "",
  isExternal: false,
  externalUrl: "",
  tags: "",
  status: "draft",
  author: "",
  translations: { sw: { title: "", excerpt: "", content: "" } },
});

const fromPost = (p: BlogPost): BlogPostFormValues => ({
  ...p,
  imageUrl: p.imageUrl ?? "",
  videoUrl: p.videoUrl ?? "",
  externalUrl: p.externalUrl ?? "",
  tags: p.tags.join(", "),
  translations: {
    sw: {
      title: p.translations?.sw?.title ?? "",
      excerpt: p.translations?.sw?.excerpt ?? "",
      content: p.translations?.sw?.content ?? "",
    },
  },
});

/** The blog post form: title and content required, URLs checked, external URL only when ticked. */
export function BlogPostFormDialog({ open, onOpenChange, post }: BlogPostFormDialogProps) {
  const { t } = useTranslation(contentNamespace);
  const { register, errors, watch, frame, form } = useContentForm({
    save: useSaveBlogPost(),
    schema: blogPostInputSchema,
    kind: "blog-post",
    item: post,
    fromItem: fromPost,
    blank,
    texts: {
      createError: t("blog.createError"),
      updateError: t("blog.updateError"),
      created: t("blog.created"),
      updated: t("blog.updated"),
      addTitle: t("blog.addTitle"),
      editTitle: t("blog.editTitle"),
    },
    open,
    onOpenChange,
  });

  return (
    <ContentFormFrame
      {...frame}
      english={
        <>
          <TextArea
            label={t("blog.excerpt")}
            rows={2}
            error={errors.excerpt?.message}
            {...register("excerpt")}
          />
          <TextArea
            label={t("common.content")}
            required
            rows={6}
            hint={t("common.htmlHint")}
            error={errors.content?.message}
            {...register("content")}
          />
          <SelectField
            label={t("common.category")}
            options={blogCategories.map((c) => ({ value: c, label: t(`blog.categories.${c}`) }))}
            {...register("category")}
          />
          <TextField label={t("common.author")} {...register("author")} />
          <TextField label={t("common.tags")} hint={t("common.tagsHint")} {...register("tags")} />
          <ImageFormField
            control={form.control}
            name="imageUrl"
            label={t("common.imageUrl")}
            error={errors.imageUrl?.message}
          />
          <TextField label={t("blog.videoUrl")} error={errors.videoUrl?.message} {...register("videoUrl")} />
          <Checkbox label={t("blog.isExternal")} {...register("isExternal")} />
          {watch("isExternal") && (
            <TextField
              label={t("blog.externalUrl")}
              required
              error={errors.externalUrl?.message}
              {...register("externalUrl")}
            />
          )}
        </>
      }
      swahili={
        <>
          <TextArea
            label={`${t("blog.excerpt")} (SW)`}
            lang="sw"
            rows={2}
            {...register("translations.sw.excerpt")}
          />
          <TextArea
            label={`${t("common.content")} (SW)`}
            lang="sw"
            rows={6}
            {...register("translations.sw.content")}
          />
        </>
      }
    />
  );
}
