import type { BilingualLabel } from "../common/content-utils.ts";
/**
 * The audio texts, without zod: the public site's first load imports them, and zod stays out of it
 * (audio-services.schema.ts re-exports them, so imports from there keep working).
 */
/** Texts of both specs about audio, kept word for word (the apps translate them). */
export const audioMessages = {
  notFound: "No Audio Services Found",
  clearFilters: "Clear Filters",
  linkCopied: "Audio link copied to clipboard!",
  uploaded: "Audio service uploaded successfully!",
  updated: "Audio service updated successfully!",
  deleted: "Audio deleted successfully",
  confirmDelete: "Are you sure you want to delete this audio service?",
  lengthWarning:
    "Please keep audio uploads to 15-20 minutes maximum. For longer content, consider splitting into parts.",
  durationHint: "max 20 minutes",
  fileRequired: "Please choose an audio file",
  fileType: "Please choose an audio file (MP3, M4A, WAV or OGG)",
  fileTooLarge: "The audio file is larger than 500 MB",
} as const;

export const audioCategories = ["sermon", "worship", "prayer", "teaching"] as const;

export const audioCategoryLabels: Record<(typeof audioCategories)[number], BilingualLabel> = {
  sermon: { en: "Sermon", sw: "Mahubiri" },
  worship: { en: "Worship", sw: "Ibada" },
  prayer: { en: "Prayer", sw: "Maombi" },
  teaching: { en: "Teaching", sw: "Mafundisho" },
};

/**
 * Upload limits. The spec's guidelines panel says 250 MB while the upload box says 500 MB; the
 * server enforces the larger one and the guidelines keep recommending the smaller.
 */
export const audioUploadLimits = {
  maxBytes: 500 * 1024 * 1024,
  guidelineMaxBytes: 250 * 1024 * 1024,
  recommendedMinutes: "15-20",
  bitrate: "128-320 kbps",
  acceptedTypes: [
    "audio/mpeg",
    "audio/mp4",
    "audio/x-m4a",
    "audio/aac",
    "audio/wav",
    "audio/x-wav",
    "audio/ogg",
    "audio/webm",
  ],
  skipSeconds: 30,
  volumeStep: 0.1,
} as const;

/** Case-insensitive search over title, description and speaker (public-site.md section 5). */
export function matchesAudioSearch(
  item: { title: string; description: string; speaker: string },
  search: string,
): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [item.title, item.description, item.speaker].some((text) => text.toLowerCase().includes(needle));
}
