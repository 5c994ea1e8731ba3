import type { BlogPost } from "@church/contracts";
import { Alert, Button, Card, ConfirmDialog, DataTable, type DataTableColumn, toast } from "@church/ui-kit";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useBlogPosts } from "../api/get-blog-posts.ts";
import { useDeleteBlogPost } from "../api/save-blog-post.ts";
import { contentNamespace } from "../content.i18n.ts";
import { BlogPostFormDialog } from "./blog-post-form-dialog.tsx";
import { errorText, formatDate, preview, StatusBadge, TranslationBadge } from "./content-helpers.tsx";
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
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<BlogPost | undefined>();
  const [deleting, setDeleting] = useState<BlogPost | undefined>();
  const open = (post?: BlogPost) => {
    setEditing(post);
    setFormOpen(true);
  };
  useEffect(() => {
    if (startWithForm) {
      open();
      onFormOpened?.();
    }
  }, [startWithForm, onFormOpened]);

  const columns: DataTableColumn<BlogPost>[] = [
    { key: "title", header: t("common.title"), rowHeader: true, sortValue: (p) => p.title },
    { key: "excerpt", header: t("blog.excerpt"), cell: (p) => preview(p.excerpt) },
    { key: "author", header: t("common.author"), cell: (p) => p.author, sortValue: (p) => p.author },
    { key: "status", header: t("common.status"), cell: (p) => <StatusBadge status={p.status} /> },
    { key: "sw", header: "SW", cell: (p) => <TranslationBadge translations={p.translations} /> },
    {
      key: "created",
      header: t("common.created"),
      cell: (p) => formatDate(p.createdAt, i18n.language),
      sortValue: (p) => p.createdAt,
    },
    {
      key: "actions",
      header: t("common.actions"),
      cell: (p) => (
        // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form fieldset
        <div className="ap-actions" role="group" aria-label={t("common.actionsFor", { title: p.title })}>
          <Button size="sm" variant="secondary" onClick={() => open(p)}>
            {t("common.edit")}
          </Button>
          <Button size="sm" variant="danger" onClick={() => setDeleting(p)}>
            {t("common.delete")}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className="ap-stack">
      <Card
        title={t("blog.title")}
        headingLevel={1}
        description={t("blog.intro")}
        actions={<Button onClick={() => open()}>{t("blog.add")}</Button>}
      >
        {posts.isError ? (
          <Alert
            tone="error"
            title={t("common.loadFailed")}
            action={
              <Button size="sm" variant="secondary" onClick={() => void posts.refetch()}>
                {t("common.retry")}
              </Button>
            }
          >
            {errorText(posts.error, "")}
          </Alert>
        ) : (
          <DataTable
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
      <BlogPostFormDialog open={formOpen} onOpenChange={setFormOpen} post={editing} />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(value) => !value && setDeleting(undefined)}
        title={t("common.confirmDeleteTitle")}
        description={deleting ? t("common.confirmDeleteText", { title: deleting.title }) : undefined}
        confirmLabel={t("common.delete")}
        cancelLabel={t("common.cancel")}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            toast.success(t("blog.deleted"), { description: deleting.title });
          } catch (error) {
            toast.error(t("blog.deleteError"), { description: errorText(error, t("common.error")) });
          }
        }}
      />
    </div>
  );
}
