import type { MediaItem } from "@church/contracts";
import { errorText } from "@church/contracts/client";
import { Alert, Badge, Button, EmptyState, Skeleton } from "@church/ui-kit";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { mediaLibraryNamespace } from "./media-library.texts.ts";
import { useMediaLibrary } from "./media-library-api.ts";

/** The smallest size, alt text in the page's language (empty until described: decorative for now). */
export function PictureThumb({ item, className }: { item: MediaItem; className?: string }) {
  const { i18n } = useTranslation();
  const alt = i18n.language === "sw" ? item.alt.sw || item.alt.en : item.alt.en;
  const smallest = item.variants[0] ?? item;
  return (
    <img
      className={className}
      src={smallest.url}
      width={smallest.width}
      height={smallest.height}
      alt={alt}
      loading="lazy"
    />
  );
}

export function ReadyBadge({ item }: { item: MediaItem }) {
  const { t } = useTranslation(mediaLibraryNamespace);
  return item.ready ? (
    <Badge tone="success">{t("ready")}</Badge>
  ) : (
    <Badge tone="warning">{t("needsAlt")}</Badge>
  );
}

export interface PictureGridProps {
  /** One picture's card. */
  renderItem: (item: MediaItem) => ReactNode;
  className?: string;
}

/** The library's pictures, newest first, with its loading, failed and empty states. */
export function PictureGrid({ renderItem, className }: PictureGridProps) {
  const { t } = useTranslation(mediaLibraryNamespace);
  const library = useMediaLibrary();
  if (library.isError)
    return (
      <Alert
        tone="error"
        title={t("loadFailed")}
        action={
          <Button size="sm" variant="secondary" onClick={() => void library.refetch()}>
            {t("retry")}
          </Button>
        }
      >
        {errorText(library.error, "")}
      </Alert>
    );
  if (library.isPending) return <Skeleton height="8rem" />;
  if (library.data.length === 0) return <EmptyState title={t("empty")} headingLevel="none" />;
  return (
    <ul className={`ap-picture-grid ${className ?? ""}`}>
      {library.data.map((item) => (
        <li key={item.id} className="ap-picture-card">
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}
