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
