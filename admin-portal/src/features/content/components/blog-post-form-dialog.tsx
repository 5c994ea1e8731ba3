import {
  type BlogPost,
  type BlogPostFormValues,
  type BlogPostInput,
  blogCategories,
  blogPostInputSchema,
} from "@church/contracts";
import { errorText } from "@church/contracts/client";
import { Checkbox, SelectField, TextArea, TextField, toast } from "@church/ui-kit";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useSaveBlogPost } from "../api/save-blog-post.ts";
import { contentNamespace } from "../content.texts.ts";
import { ItemFormDialog } from "./item-form-dialog.tsx";

export interface BlogPostFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
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
  title: p.title,
  content: p.content,
  excerpt: p.excerpt,
  category: p.category,
  imageUrl: p.imageUrl ?? "",
  videoUrl: p.videoUrl ?? "",
  isExternal: p.isExternal,
  externalUrl: p.externalUrl ?? "",
  tags: p.tags.join(", "),
  status: p.status,
  author: p.author,
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
  const save = useSaveBlogPost();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<BlogPostFormValues, unknown, BlogPostInput>({
    resolver: zodResolver(blogPostInputSchema),
    defaultValues: blank(),
  });

  useEffect(() => {
    if (open) reset(post ? fromPost(post) : blank());
  }, [open, post, reset]);

  const submit = handleSubmit((body) =>
    save.mutate(
      { id: post?.id, body },
      {
        onSuccess: () => {
          toast.success(t(post ? "blog.updated" : "blog.created"), { description: body.title });
          onOpenChange(false);
        },
        onError: (error) =>
          toast.error(t(post ? "blog.updateError" : "blog.createError"), {
            description: errorText(error, t("common.error")),
          }),
      },
    ),
  );
  const isExternal = watch("isExternal");

  return (
    <ItemFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={post ? t("blog.editTitle") : t("blog.addTitle")}
      formId="blog-post-form"
      editing={!!post}
      saving={save.isPending}
    >
      <form id="blog-post-form" className="ap-bilingual" onSubmit={submit} noValidate>
        <fieldset className="ap-stack">
          <legend>{t("common.english")}</legend>
          <TextField
            label={t("common.title")}
            required
            error={errors.title?.message}
            {...register("title")}
          />
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
          <div className="ap-form-row">
            <SelectField
              label={t("common.category")}
              options={blogCategories.map((c) => ({ value: c, label: t(`blog.categories.${c}`) }))}
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
          <TextField label={t("common.author")} {...register("author")} />
          <TextField label={t("common.tags")} hint={t("common.tagsHint")} {...register("tags")} />
          <TextField
            label={t("common.imageUrl")}
            error={errors.imageUrl?.message}
            {...register("imageUrl")}
          />
          <TextField label={t("blog.videoUrl")} error={errors.videoUrl?.message} {...register("videoUrl")} />
          <Checkbox label={t("blog.isExternal")} {...register("isExternal")} />
          {isExternal && (
            <TextField
              label={t("blog.externalUrl")}
              required
              error={errors.externalUrl?.message}
              {...register("externalUrl")}
            />
          )}
        </fieldset>
        <fieldset className="ap-stack">
          <legend>{t("common.swahili")}</legend>
          <p className="ap-muted">{t("common.swahiliHint")}</p>
          <TextField label={`${t("common.title")} (SW)`} lang="sw" {...register("translations.sw.title")} />
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
        </fieldset>
      </form>
    </ItemFormDialog>
  );
}
