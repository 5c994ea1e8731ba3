import type { MediaItem } from "@church/contracts";
import { Button, Dialog } from "@church/ui-kit";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AltTextForm } from "./alt-text-form.tsx";
import { mediaLibraryNamespace } from "./media-library.texts.ts";
import { useMediaLibrary } from "./media-library-api.ts";
import { PictureGrid, PictureThumb, ReadyBadge } from "./picture-grid.tsx";
import { PictureUpload } from "./picture-upload.tsx";

export interface PicturePickerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the chosen picture, described in both languages. */
  onPick: (item: MediaItem) => void;
}

/**
 * Choose a library picture, or upload one here. A picture not yet described in both languages can be
 * chosen only by describing it first: "Save and use".
 */
export function PicturePickerDialog({ open, onOpenChange, onPick }: PicturePickerDialogProps) {
  const { t } = useTranslation(mediaLibraryNamespace);
  const library = useMediaLibrary();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = library.data?.find((item) => item.id === selectedId) ?? null;
  const use = (item: MediaItem) => {
    onPick(item);
    onOpenChange(false);
    setSelectedId(null);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("pickTitle")} size="lg">
      <div className="ap-picker">
        <PictureUpload onUploaded={(item) => setSelectedId(item.id)} />
        <PictureGrid
          className="ap-picker__grid"
          renderItem={(item) => (
            <button
              type="button"
              className="ap-picture-choice"
              aria-pressed={item.id === selectedId}
              onClick={() => setSelectedId(item.id)}
            >
              <PictureThumb item={item} />
              <span>{item.fileName}</span>
              <ReadyBadge item={item} />
            </button>
          )}
        />
        {selected && (
          <section className="ap-stack" aria-label={t("selected")}>
            <h3 className="ap-subheading">
              {t("selected")}: {selected.fileName}
            </h3>
            {selected.ready ? (
              <div className="ap-actions">
                <Button type="button" onClick={() => use(selected)}>
                  {t("use")}
                </Button>
              </div>
            ) : (
              <AltTextForm key={selected.id} item={selected} submitLabel={t("saveAndUse")} onSaved={use} />
            )}
          </section>
        )}
      </div>
    </Dialog>
  );
}
