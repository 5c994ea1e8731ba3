import type { MediaItem } from "@church/contracts";
import { errorText } from "@church/contracts/client";
import { Button, Card, ConfirmDialog, Dialog, toast } from "@church/ui-kit";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AltTextForm } from "../../../components/media-library/alt-text-form.tsx";
import { mediaLibraryNamespace } from "../../../components/media-library/media-library.texts.ts";
import { useDeletePicture } from "../../../components/media-library/media-library-api.ts";
import { PictureGrid, PictureThumb, ReadyBadge } from "../../../components/media-library/picture-grid.tsx";
import { PictureUpload } from "../../../components/media-library/picture-upload.tsx";

/** The Pictures tab: upload, describe in both languages, delete. Forms choose from the same library. */
export function PicturesTab() {
  const { t } = useTranslation(mediaLibraryNamespace);
  const remove = useDeletePicture();
  const [describing, setDescribing] = useState<MediaItem | undefined>();
  const [deleting, setDeleting] = useState<MediaItem | undefined>();

  return (
    <div className="ap-stack">
      <Card title={t("title")} headingLevel={1} description={t("intro")}>
        {/* A new picture opens its description at once: it cannot be used before. */}
        <PictureUpload onUploaded={(item) => !item.ready && setDescribing(item)} />
      </Card>
      <Card title={t("library")}>
        <PictureGrid
          renderItem={(item) => (
            <>
              <PictureThumb item={item} />
              <p>
                <strong>{item.fileName}</strong>
              </p>
              <p className="ap-muted">{t("size", { width: item.width, height: item.height })}</p>
              <ReadyBadge item={item} />
              <div className="ap-actions">
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setDescribing(item)}
                  aria-label={`${t("editAlt")}: ${item.fileName}`}
                >
                  {t("editAlt")}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setDeleting(item)}
                  aria-label={`${t("delete")}: ${item.fileName}`}
                >
                  {t("delete")}
                </Button>
              </div>
            </>
          )}
        />
      </Card>
      <Dialog
        open={!!describing}
        onOpenChange={(open) => !open && setDescribing(undefined)}
        title={describing ? `${t("altTitle")}: ${describing.fileName}` : t("altTitle")}
      >
        {describing && (
          <>
            <PictureThumb item={describing} className="ap-picture-thumb" />
            <AltTextForm item={describing} onSaved={() => setDescribing(undefined)} />
          </>
        )}
      </Dialog>
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title={t("deleteTitle", { name: deleting?.fileName ?? "" })}
        description={t("deleteText")}
        confirmLabel={t("delete")}
        cancelLabel={t("cancel")}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            toast.success(t("deleted"));
          } catch (error) {
            toast.error(t("error"), { description: errorText(error, t("error")) });
          }
        }}
      />
    </div>
  );
}
