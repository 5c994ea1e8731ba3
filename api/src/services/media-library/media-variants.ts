import { join } from "node:path";
import { mediaFilePath, mediaSlots, mediaUploadLimits, mediaWidths } from "@church/contracts";
import sharp, { type OutputInfo } from "sharp";
import type { UploadedFile } from "../../lib/multipart-upload.ts";
import type { ObjectStorage } from "../storage/object-storage.ts";

export class NotAPictureError extends Error {}
export class PictureTooSmallError extends Error {}

/** Pictures larger than this many pixels (a 50-megapixel camera is about 50M) are refused, not decoded. */
const MAX_INPUT_PIXELS = 60_000_000;
const largestWidth = mediaWidths[mediaWidths.length - 1] ?? 1600;

export interface StoredVariant {
  width: number;
  height: number;
  url: string;
  key: string;
  bytes: number;
}

export const variantKey = (id: string, slot: number) => `media/${id}/${slot}.webp`;

/**
 * Makes a library picture's WebP variants and stores them under media/<id>/<slot>.webp. The upload
 * is decoded once, whatever it claims to be (sharp reads the bytes), turned upright and cut down to
 * the largest width pages use; the smaller ones are made from that, so a 12-megapixel photo is
 * decoded once, not four times. The camera's metadata (place, time, device) is not copied.
 */
export async function storeVariants(storage: ObjectStorage, id: string, upload: UploadedFile) {
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    pixels = await sharp(upload.path, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: largestWidth, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new NotAPictureError("not a picture sharp can read");
  }
  const { width, height, channels } = pixels.info;
  if (width < mediaUploadLimits.minWidth) throw new PictureTooSmallError("too small");

  const variants: StoredVariant[] = [];
  try {
    for (const { slot, width: w } of mediaSlots(width)) {
      const out = join(upload.path, "..", `${id}-${slot}.webp`);
      const info = await sharp(pixels.data, { raw: { width, height, channels } })
        .resize({ width: w })
        .webp({ quality: 78 })
        .toFile(out);
      const key = variantKey(id, slot);
      await storage.putFile(key, out, "image/webp");
      variants.push({
        width: info.width,
        height: info.height,
        url: mediaFilePath(id, slot),
        key,
        bytes: info.size,
      });
    }
  } catch (error) {
    await removeVariants(storage, variants);
    throw error;
  }
  return { width, height, variants };
}

export async function removeVariants(storage: ObjectStorage, variants: readonly { key: string }[]) {
  await Promise.all(variants.map((v) => storage.remove(v.key)));
}
