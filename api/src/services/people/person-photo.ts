import { randomUUID } from "node:crypto";
import { dirname, join } from "node:path";
import { personPhotoLimits } from "@church/contracts";
import sharp from "sharp";
import type { UploadedFile } from "../../lib/multipart-upload.ts";
import type { ObjectStorage } from "../storage/object-storage.ts";

export class NotAPictureError extends Error {}

/** Pictures larger than this many pixels (a 50-megapixel camera is about 50M) are refused, not decoded. */
const MAX_INPUT_PIXELS = 60_000_000;

/**
 * People's photos in the object storage under people/<person id>/<random>.webp. The upload is
 * decoded whatever it claims to be (sharp reads the bytes), turned upright, cut to a square around
 * its most interesting part and written as a small WebP: the camera's metadata (place, time, device)
 * is not copied, and what is kept is a few kilobytes however large the phone's picture was.
 */
export function createPersonPhotos(storage: ObjectStorage) {
  /** Stores the upload as the person's photo and returns its key; the upload's cleanup removes the work file. */
  async function save(personId: string, upload: UploadedFile): Promise<string> {
    const out = join(dirname(upload.path), `${randomUUID()}.webp`);
    try {
      await sharp(upload.path, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
        .rotate()
        .resize(personPhotoLimits.size, personPhotoLimits.size, { fit: "cover", position: "attention" })
        .webp({ quality: 80 })
        .toFile(out);
    } catch {
      throw new NotAPictureError("not a picture sharp can read");
    }
    const key = `people/${personId}/${randomUUID()}.webp`;
    await storage.putFile(key, out, "image/webp");
    return key;
  }

  return {
    save,
    remove: (key: string) => storage.remove(key),
    stat: (key: string) => storage.stat(key),
    read: (key: string, size: number) => storage.read(key, 0, size - 1),
  };
}
