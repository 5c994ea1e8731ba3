import { defineTexts } from "@church/ui-kit";
import { mediaLibraryEn } from "./media-library.texts.en.ts";
import { mediaLibrarySw } from "./media-library.texts.sw.ts";

/** Texts of the picture library, its uploader and its picker (namespace "adminMediaLibrary"). */
export const mediaLibraryNamespace = defineTexts("adminMediaLibrary", {
  en: mediaLibraryEn,
  sw: mediaLibrarySw,
});
