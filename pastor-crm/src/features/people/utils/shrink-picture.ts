/** The longest side a picture is sent at: the server keeps 320 px, this leaves room to crop. */
const MAX_SIDE = 1280;

/**
 * A phone's picture made smaller before it is sent (5 MB from a camera becomes about 200 KB): quicker
 * on a slow line, and within the API's limit. Turned upright from its EXIF as it is drawn. Where the
 * browser cannot decode it (or has no canvas, as in tests), the original goes and the server decides.
 */
export async function shrinkPicture(file: File): Promise<File> {
  if (typeof createImageBitmap !== "function" || typeof OffscreenCanvas !== "function") return file;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && file.size < 1024 * 1024) {
      bitmap.close();
      return file;
    }
    const canvas = new OffscreenCanvas(Math.round(bitmap.width * scale), Math.round(bitmap.height * scale));
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await canvas.convertToBlob({ type: "image/jpeg", quality: 0.85 });
    return new File([blob], file.name.replace(/\.[^.]*$/, "") + ".jpg", { type: "image/jpeg" });
  } catch {
    return file;
  }
}
