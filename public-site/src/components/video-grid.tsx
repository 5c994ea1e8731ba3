import { localize, type Video } from "@church/contracts";
import { useLanguage } from "@church/ui-kit";
import { formatDate } from "../lib/format.ts";
import { VideoFacadeIsland } from "./video-facade.tsx";
import "./video.css";

export interface VideoGridProps {
  videos: readonly Video[];
  /** Shown when there are no videos (or they could not be loaded). */
  emptyText: string;
  /** Heading level of each video's title. */
  headingLevel?: 3 | 4;
}

/**
 * Recorded videos as click-to-play cards with title, date and description. On an islands page each
 * player is an island hydrated on the first tap (the tap is then made again).
 */
export function VideoGrid({ videos, emptyText, headingLevel = 3 }: VideoGridProps) {
  const { language } = useLanguage();
  if (videos.length === 0) return <p className="ps-empty-note">{emptyText}</p>;
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <ul className="ps-grid ps-grid--3 ps-video-grid">
      {videos.map((raw) => {
        const video = localize(raw, language);
        return (
          <li key={video.id} className="ps-video-card">
            <VideoFacadeIsland videoId={video.youtubeId} title={video.title} posterUrl={video.thumbnailUrl} />
            <Heading className="ps-video-card__title">{video.title}</Heading>
            <p className="ps-muted">
              <time dateTime={video.date}>{formatDate(video.date, language)}</time>
              {video.duration && ` · ${video.duration}`}
            </p>
            {video.description && <p className="ps-video-card__text">{video.description}</p>}
          </li>
        );
      })}
    </ul>
  );
}
