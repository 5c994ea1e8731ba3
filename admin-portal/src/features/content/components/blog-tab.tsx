import { type BlogPost, blogPostSwahiliFields, formatDate } from "@church/contracts";
import { Button, Card, DataTable, type DataTableColumn } from "@church/ui-kit";
import { useTranslation } from "react-i18next";
import { usePublishToggle } from "../../../components/content-form/use-publish-toggle.ts";
import { blogPostsQueryKey, useBlogPosts } from "../api/get-blog-posts.ts";
import { useDeleteBlogPost } from "../api/save-blog-post.ts";
import { contentNamespace } from "../content.texts.ts";
import { BlogPostFormDialog } from "./blog-post-form-dialog.tsx";
import { preview, StatusBadge, TranslationBadge } from "./content-helpers.tsx";
import { DeleteItemDialog, ListLoadError, RowActions, useItemDialogs } from "./content-list.tsx";
import "./content.css";

export interface BlogTabProps {
  /** Opens the add form at once (the overview's New Blog Post quick action). */
  startWithForm?: boolean;
  onFormOpened?: () => void;
}

/** The Blog Posts tab: title, excerpt, author, status, created date, edit and delete. */
export function BlogTab({ startWithForm = false, onFormOpened }: BlogTabProps) {
  const { t, i18n } = useTranslation(contentNamespace);
  const posts = useBlogPosts();
  const remove = useDeleteBlogPost();
  const dialogs = useItemDialogs<BlogPost>(startWithForm, onFormOpened);
  const publishToggle = usePublishToggle("blog-post", blogPostsQueryKey);

  const columns: DataTableColumn<BlogPost>[] = [
    { key: "title", header: t("common.title"), rowHeader: true, sortValue: (p) => p.title },
    { key: "excerpt", header: t("blog.excerpt"), cell: (p) => preview(p.excerpt) },
    { key: "author", header: t("common.author"), cell: (p) => p.author, sortValue: (p) => p.author },
    { key: "status", header: t("common.status"), cell: (p) => <StatusBadge status={p.status} /> },
    { key: "sw", header: "SW", cell: (p) => <TranslationBadge item={p} fields={blogPostSwahiliFields} /> },
    {
      key: "created",
      header: t("common.created"),
      cell: (p) => formatDate(p.createdAt, i18n.language, "medium"),
      sortValue: (p) => p.createdAt,
    },
    {
      key: "actions",
      header: t("common.actions"),
      actions: true,
      cell: (p) => (
        <RowActions
          title={p.title}
          onEdit={() => dialogs.open(p)}
          onDelete={() => dialogs.setDeleting(p)}
          more={[publishToggle(p)]}
        />
      ),
    },
  ];

  return (
    <div className="ap-stack">
      <Card
        title={t("blog.title")}
        headingLevel={1}
        description={t("blog.intro")}
        actions={<Button onClick={() => dialogs.open()}>{t("blog.add")}</Button>}
      >
        {posts.isError ? (
          <ListLoadError query={posts} />
        ) : (
          <DataTable
            stackOnNarrow
            caption={t("blog.caption")}
            hideCaption
            columns={columns}
            rows={posts.data ?? []}
            getRowKey={(p) => p.id}
            loading={posts.isPending}
            empty={t("blog.empty")}
            defaultSort={{ key: "created", direction: "descending" }}
          />
        )}
      </Card>
      <BlogPostFormDialog open={dialogs.formOpen} onOpenChange={dialogs.setFormOpen} post={dialogs.editing} />
      <DeleteItemDialog
        section="blog"
        item={dialogs.deleting}
        onClose={() => dialogs.setDeleting(undefined)}
        remove={remove}
      />
    </div>
  );
}
