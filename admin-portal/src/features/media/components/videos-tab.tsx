import { type Video, youtubeThumbnailUrl, youtubeWatchUrl } from "@church/contracts";
import { Alert, Badge, Button, Card, ConfirmDialog, EmptyState, Skeleton, toast } from "@church/ui-kit";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useVideos } from "../api/get-videos.ts";
import { useDeleteVideo } from "../api/save-video.ts";
import { mediaNamespace } from "../media.i18n.ts";
import { errorText, formatDate } from "./media-helpers.ts";
import { VideoFormDialog } from "./video-form-dialog.tsx";
import "./media.css";

/** Video Management: guidelines, the add/edit form and the library. */
export function VideosTab() {
  const { t, i18n } = useTranslation(mediaNamespace);
  const videos = useVideos();
  const remove = useDeleteVideo();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Video | undefined>();
  const [deleting, setDeleting] = useState<Video | undefined>();
  const open = (video?: Video) => {
    setEditing(video);
    setFormOpen(true);
  };
  const guidelines = t("videos.guidelines", { returnObjects: true }) as string[];

  return (
    <div className="ap-stack">
      <Card
        title={t("videos.title")}
        headingLevel={1}
        description={t("videos.intro")}
        actions={<Button onClick={() => open()}>{t("videos.add")}</Button>}
      >
        <h2 className="ap-subheading">{t("videos.guidelinesTitle")}</h2>
        <ul className="ap-guidelines">
          {guidelines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Card>
      <Card title={t("videos.library")}>
        {videos.isError ? (
          <Alert
            tone="error"
            title={t("common.loadFailed")}
            action={
              <Button size="sm" variant="secondary" onClick={() => void videos.refetch()}>
                {t("common.retry")}
              </Button>
            }
          >
            {errorText(videos.error, "")}
          </Alert>
        ) : videos.isPending ? (
          <Skeleton height="8rem" />
        ) : videos.data.length === 0 ? (
          <EmptyState title={t("videos.empty")} headingLevel="none" />
        ) : (
          <ul className="ap-media-list">
            {videos.data.map((video) => (
              <li key={video.id} className="ap-media-item">
                <img
                  className="ap-media-item__thumb"
                  src={video.thumbnailUrl ?? youtubeThumbnailUrl(video.youtubeId)}
                  alt=""
                  loading="lazy"
                />
                <div className="ap-media-item__body">
                  <h3>{video.title}</h3>
                  <p className="ap-muted">
                    {t(`videos.categories.${video.category}`)} · {formatDate(video.date, i18n.language)}
                    {video.duration && ` · ${video.duration}`} ·{" "}
                    {t("videos.views", { count: video.viewCount })}
                  </p>
                  {video.description && <p>{video.description}</p>}
                  {!video.translations?.sw?.title && (
                    <Badge tone="warning">{t("common.notTranslated")}</Badge>
                  )}
                  {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form fieldset */}
                  <div
                    className="ap-actions"
                    role="group"
                    aria-label={t("common.actionsFor", { title: video.title })}
                  >
                    <a href={youtubeWatchUrl(video.youtubeId)} target="_blank" rel="noopener noreferrer">
                      {t("videos.watch")}
                    </a>
                    <Button size="sm" variant="secondary" onClick={() => open(video)}>
                      {t("common.edit")}
                    </Button>
                    <Button size="sm" variant="danger" onClick={() => setDeleting(video)}>
                      {t("common.delete")}
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <VideoFormDialog open={formOpen} onOpenChange={setFormOpen} video={editing} />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(value) => !value && setDeleting(undefined)}
        title={t("videos.confirmTitle")}
        description={t("videos.confirmDelete")}
        confirmLabel={t("common.delete")}
        cancelLabel={t("common.cancel")}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            toast.success(t("videos.deleted"), { description: t("videos.deletedText") });
          } catch (error) {
            toast.error(t("common.error"), { description: errorText(error, t("common.error")) });
          }
        }}
      />
    </div>
  );
}
