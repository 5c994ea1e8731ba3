import {
  altComplete,
  type MediaImage,
  type MediaItem,
  mediaIdOf,
  mediaLibraryMessages,
} from "@church/contracts";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { mediaItems } from "../../db/schema.ts";
import { validationError } from "../../lib/http-error.ts";

type MediaRow = typeof mediaItems.$inferSelect;

export function toMediaImage(row: MediaRow): MediaImage {
  const variants = row.variants.map(({ width, height, url }) => ({ width, height, url }));
  const largest = variants[variants.length - 1] ?? { width: row.width, height: row.height, url: "" };
  return {
    id: row.id,
    url: largest.url,
    width: largest.width,
    height: largest.height,
    alt: { en: row.altEn, sw: row.altSw },
    variants,
  };
}

export function toMediaItem(row: MediaRow, uploadedBy: string | null): MediaItem {
  const image = toMediaImage(row);
  return {
    ...image,
    fileName: row.fileName,
    originalBytes: row.originalBytes,
    ready: altComplete(image.alt),
    uploadedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Items with the library picture their `imageUrl` names, as `image` (sizes and both alt texts) for
 * the pages to draw; null for an address outside the library. A picture since deleted: no image at all.
 */
export async function withImages<T extends { imageUrl: string | null }>(
  db: Db,
  items: readonly T[],
): Promise<Array<T & { image: MediaImage | null }>> {
  const ids = [...new Set(items.map((item) => mediaIdOf(item.imageUrl)).filter((id) => id !== null))];
  const rows = ids.length ? await db.select().from(mediaItems).where(inArray(mediaItems.id, ids)) : [];
  const byId = new Map(rows.map((row) => [row.id, toMediaImage(row)]));
  return items.map((item) => {
    const id = mediaIdOf(item.imageUrl);
    const image = byId.get(id ?? "") ?? null;
    // A deleted library picture leaves no broken image behind: the item has none.
    return { ...item, imageUrl: id && !image ? null : item.imageUrl, image };
  });
}

/** One item with its library picture (see `withImages`). */
export async function withImage<T extends { imageUrl: string | null }>(
  db: Db,
  item: T,
): Promise<T & { image: MediaImage | null }> {
  const id = mediaIdOf(item.imageUrl);
  const [row] = id ? await db.select().from(mediaItems).where(eq(mediaItems.id, id)) : [];
  return { ...item, imageUrl: id && !row ? null : item.imageUrl, image: row ? toMediaImage(row) : null };
}

/**
 * A form may use a library picture only once it is described in both languages: refused with a 400
 * naming the field otherwise (also a deleted one). Addresses outside the library are left as they are.
 */
export async function assertUsableImage(db: Db, imageUrl: string | null, field = "imageUrl") {
  const id = mediaIdOf(imageUrl);
  if (!id) return;
  const [row] = await db.select().from(mediaItems).where(eq(mediaItems.id, id));
  if (!row) throw validationError({ [field]: mediaLibraryMessages.notFound });
  if (!altComplete({ en: row.altEn, sw: row.altSw }))
    throw validationError({ [field]: mediaLibraryMessages.altRequired });
}
