import type { Language, MediaItem } from "@church/contracts";
import { Button } from "@church/ui-kit";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { mediaLibraryNamespace } from "./media-library.texts.ts";
import { PicturePickerDialog } from "./picture-picker-dialog.tsx";

export interface PictureInsertButtonProps {
  /** The language of the text the picture goes into: its alt text is that language's. */
  language: Language;
  onInsert: (picture: { src: string; alt: string }) => void;
}

/** The width put in a letter: an e-mail is read at about 600 px, 800 stays sharp on most phones. */
const letterWidth = 800;

/**
 * "Insert picture" for rich text read outside the site (the newsletter): the library picture's full
 * address (an e-mail has no site to be relative to) at one width, with the alt text of the text's language.
 */
export function PictureInsertButton({ language, onInsert }: PictureInsertButtonProps) {
  const { t } = useTranslation(mediaLibraryNamespace);
  const [open, setOpen] = useState(false);
  const insert = (item: MediaItem) => {
    const variant = item.variants.find((v) => v.width >= letterWidth) ?? item;
    onInsert({ src: new URL(variant.url, window.location.origin).href, alt: item.alt[language] });
  };
  return (
    <>
      <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(true)}>
        {t("insert")}
      </Button>
      {open && <PicturePickerDialog open onOpenChange={setOpen} onPick={insert} />}
    </>
  );
}
