import { formatDate, type Video, youtubeThumbnailUrl, youtubeWatchUrl } from "@church/contracts";
import { useTranslation } from "react-i18next";
import { useVideos, videosQueryKey } from "../api/get-videos.ts";
import { useDeleteVideo } from "../api/save-video.ts";
import { mediaNamespace } from "../media.texts.ts";
import { MediaLibraryTab } from "./media-library-tab.tsx";
import { VideoFormDialog } from "./video-form-dialog.tsx";

/** Video Management: guidelines, the add/edit form and the library. */
export function VideosTab() {
  const { t, i18n } = useTranslation(mediaNamespace);
  return (
    <MediaLibraryTab<Video>
      kind="video"
      listKey={videosQueryKey}
      section="videos"
      library={useVideos()}
      remove={useDeleteVideo()}
      deletedText={t("videos.deletedText")}
      renderItem={(video) => ({
        picture: (
          <img
            className="ap-media-item__thumb"
            src={video.thumbnailUrl ?? youtubeThumbnailUrl(video.youtubeId)}
            alt=""
            loading="lazy"
          />
        ),
        facts: (
          <>
            {t(`videos.categories.${video.category}`)} · {formatDate(video.date, i18n.language, "medium")}
            {video.duration && ` · ${video.duration}`} · {t("videos.views", { count: video.viewCount })}
          </>
        ),
        link: (
          <a href={youtubeWatchUrl(video.youtubeId)} target="_blank" rel="noopener noreferrer">
            {t("videos.watch")}
          </a>
        ),
      })}
      renderForm={({ open, onOpenChange, item }) => (
        <VideoFormDialog open={open} onOpenChange={onOpenChange} video={item} />
      )}
    />
  );
}
