import { Button, TextField } from "@church/ui-kit";
import { type ComponentProps, useState } from "react";
import { useTranslation } from "react-i18next";
import { mediaLibraryNamespace } from "./media-library.texts.ts";
import { thumbnailOf } from "./media-library-api.ts";
import { PicturePickerDialog } from "./picture-picker-dialog.tsx";

export interface ImageFieldProps extends Omit<ComponentProps<typeof TextField>, "value" | "onChange"> {
  value: string | null | undefined;
  onChange: (url: string) => void;
}

/**
 * A form's picture: chosen from the media library (or uploaded there and then), shown small; the
 * address can still be typed for a picture elsewhere on the web.
 */
export function ImageField({ value, onChange, label, ...input }: ImageFieldProps) {
  const { t } = useTranslation(mediaLibraryNamespace);
  const [picking, setPicking] = useState(false);
  const thumbnail = thumbnailOf(value);
  return (
    <div className="ap-image-field">
      {thumbnail && (
        <img className="ap-picture-thumb ap-image-field__preview" src={thumbnail} alt={t("current")} />
      )}
      <TextField
        label={label}
        hint={thumbnail ? t("libraryPicture") : undefined}
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value)}
        {...input}
      />
      <div className="ap-actions">
        <Button type="button" variant="secondary" size="sm" onClick={() => setPicking(true)}>
          {t("pick")}
        </Button>
        {value && (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange("")}>
            {t("remove")}
          </Button>
        )}
      </div>
      {/* Mounted only while open: a form that shows this field does not load the library. */}
      {picking && (
        <PicturePickerDialog open onOpenChange={setPicking} onPick={(item) => onChange(item.url)} />
      )}
    </div>
  );
}
