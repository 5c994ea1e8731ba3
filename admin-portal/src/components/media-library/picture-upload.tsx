import { type MediaItem, mediaLibraryMessages, mediaUploadLimits } from "@church/contracts";
import { ApiError, errorText } from "@church/contracts/client";
import { Alert, buttonClassName, toast } from "@church/ui-kit";
import { type ChangeEvent, type DragEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { mediaLibraryNamespace } from "./media-library.texts.ts";
import { useUploadPicture } from "./media-library-api.ts";
import "./media-library.css";

export interface PictureUploadProps {
  /** Called with the new picture once the server has made its sizes. */
  onUploaded?: (item: MediaItem) => void;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The server's refusals, in the staff member's language. */
const serverProblems = new Map<string, "unreadable" | "tooSmall" | "fileType" | "fileTooLarge">([
  [mediaLibraryMessages.unreadable, "unreadable"],
  [mediaLibraryMessages.tooSmall, "tooSmall"],
  [mediaLibraryMessages.fileType, "fileType"],
  [mediaLibraryMessages.fileTooLarge, "fileTooLarge"],
]);

/**
 * Drop a picture, choose a file or take a photo (a phone offers its camera); the progress of a large
 * file is shown while it travels, then while the server makes its sizes. A file that is not a picture
 * or too large is refused here, before any byte is sent, with a message that names it.
 */
export function PictureUpload({ onUploaded }: PictureUploadProps) {
  const { t } = useTranslation(mediaLibraryNamespace);
  const upload = useUploadPicture();
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const problemOf = (file: File): string | null => {
    const accepted: readonly string[] = mediaUploadLimits.acceptedTypes;
    if (file.type && !accepted.includes(file.type)) return t("fileType", { name: file.name });
    if (file.size > mediaUploadLimits.maxBytes)
      return t("fileTooLarge", { name: file.name, size: megabytes(file.size) });
    return null;
  };

  const send = async (file: File) => {
    const refused = problemOf(file);
    setProblem(refused);
    if (refused) return;
    setProgress({ name: file.name, percent: 0 });
    try {
      const item = await upload.mutateAsync({
        file,
        onProgress: (percent) => setProgress({ name: file.name, percent }),
      });
      toast.success(t("uploaded"));
      onUploaded?.(item);
    } catch (error) {
      const known = error instanceof ApiError ? serverProblems.get(error.fields?.file ?? "") : undefined;
      setProblem(
        known
          ? t(known, { name: file.name, size: megabytes(file.size) })
          : errorText(error, t("uploadFailed")),
      );
    } finally {
      setProgress(null);
    }
  };

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file) void send(file);
  };
  const dropped = (event: DragEvent<HTMLFieldSetElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void send(file);
  };

  return (
    <fieldset
      className={`ap-dropzone${dragging ? " is-dragging" : ""}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={dropped}
    >
      {/* The drop target is the whole box; its buttons do the same for keyboards and phones. */}
      <legend className="ck-visually-hidden">{t("upload")}</legend>
      <p>{t("drop")}</p>
      <div className="ap-actions ap-dropzone__actions">
        <label className={buttonClassName("secondary")}>
          {t("choose")}
          <input
            type="file"
            accept="image/*"
            className="ck-visually-hidden"
            disabled={progress !== null}
            onChange={chosen}
          />
        </label>
        <label className={`${buttonClassName("ghost")} ap-dropzone__camera`}>
          {t("camera")}
          <input
            type="file"
            accept="image/*"
            capture="environment"
            className="ck-visually-hidden"
            disabled={progress !== null}
            onChange={chosen}
          />
        </label>
      </div>
      <p className="ap-muted">{t("limits")}</p>
      {progress && (
        <label className="ap-stack ap-dropzone__progress">
          {/* Every byte sent: the server is still making the sizes. */}
          <span role="status">
            {progress.percent < 100
              ? t("uploading", { name: progress.name, percent: progress.percent })
              : t("processing")}
          </span>
          <progress max={100} value={progress.percent} />
        </label>
      )}
      {problem && (
        <Alert tone="error" title={t("uploadFailed")}>
          {problem}
        </Alert>
      )}
    </fieldset>
  );
}
