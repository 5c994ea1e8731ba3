import type { AudioService } from "@church/contracts";
import { formatDate } from "@church/contracts";
import { useTranslation } from "react-i18next";
import { audioQueryKey, useAudioServices } from "../api/get-audio-services.ts";
import { useDeleteAudioService } from "../api/save-audio-service.ts";
import { mediaNamespace } from "../media.texts.ts";
import { AudioFormDialog } from "./audio-form-dialog.tsx";
import { MediaLibraryTab } from "./media-library-tab.tsx";

/** Audio Management: guidelines, the upload form and the library. */
export function AudioTab() {
  const { t, i18n } = useTranslation(mediaNamespace);
  return (
    <MediaLibraryTab<AudioService>
      kind="audio-service"
      listKey={audioQueryKey}
      section="audio"
      library={useAudioServices()}
      remove={useDeleteAudioService()}
      renderItem={(item) => ({
        facts: (
          <>
            {t(`audio.categories.${item.category}`)} · {formatDate(item.date, i18n.language, "medium")} ·{" "}
            {item.duration} · {item.speaker}
            {item.fileSizeBytes !== null &&
              ` · ${t("audio.size", { size: (item.fileSizeBytes / (1024 * 1024)).toFixed(1) })}`}
          </>
        ),
        link: (
          <a href={item.audioUrl} target="_blank" rel="noopener">
            {t("audio.listen")}
          </a>
        ),
      })}
      renderForm={({ open, onOpenChange, item }) => (
        <AudioFormDialog open={open} onOpenChange={onOpenChange} audio={item} />
      )}
    />
  );
}
