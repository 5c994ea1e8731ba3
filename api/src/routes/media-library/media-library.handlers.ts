import { randomUUID } from "node:crypto";
import {
  type endpoints,
  mediaLibraryMessages,
  mediaUploadLimits,
  mediaUploadSchema,
} from "@church/contracts";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { mediaItems, users } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import { badRequest, notFound, validationError } from "../../lib/http-error.ts";
import { readMultipart } from "../../lib/multipart-upload.ts";
import type { Handler } from "../../lib/route.ts";
import { toMediaItem } from "../../services/media-library/media-images.ts";
import {
  NotAPictureError,
  PictureTooSmallError,
  removeVariants,
  storeVariants,
  variantKey,
} from "../../services/media-library/media-variants.ts";

const altFields = mediaUploadSchema.pick({ altEn: true, altSw: true });

async function readItem(db: Db, id: string) {
  const [found] = await db
    .select({ row: mediaItems, uploadedBy: users.name })
    .from(mediaItems)
    .leftJoin(users, eq(users.id, mediaItems.uploadedBy))
    .where(eq(mediaItems.id, id));
  if (!found) throw notFound(mediaLibraryMessages.notFound);
  return toMediaItem(found.row, found.uploadedBy);
}

/** The picture library: upload (made into the widths pages use), describe, delete, serve. */
export function createMediaLibraryHandlers({ db, storage }: AppDeps) {
  const list: Handler<typeof endpoints.mediaLibrary.list> = async () => {
    const rows = await db
      .select({ row: mediaItems, uploadedBy: users.name })
      .from(mediaItems)
      .leftJoin(users, eq(users.id, mediaItems.uploadedBy))
      .orderBy(desc(mediaItems.createdAt));
    return { items: rows.map((r) => toMediaItem(r.row, r.uploadedBy)) };
  };

  const upload: Handler<typeof endpoints.mediaLibrary.upload> = async ({ c, user }) => {
    const form = await readMultipart(c, {
      fileField: "file",
      maxFileBytes: mediaUploadLimits.maxBytes,
      maxBodyBytes: mediaUploadLimits.maxBytes + 64 * 1024,
      fileTooLarge: mediaLibraryMessages.fileTooLarge,
    });
    try {
      const file = form.file && form.file.sizeBytes > 0 ? form.file : null;
      if (!file) throw validationError({ file: mediaLibraryMessages.fileRequired });
      if (file.declaredType && !file.declaredType.startsWith("image/"))
        throw validationError({ file: mediaLibraryMessages.fileType });
      const alt = altFields.safeParse(form.fields);
      if (!alt.success) {
        const issue = alt.error.issues[0];
        throw validationError({ [String(issue?.path[0] ?? "altEn")]: issue?.message ?? "Too long" });
      }
      const id = randomUUID();
      let made: Awaited<ReturnType<typeof storeVariants>>;
      try {
        made = await storeVariants(storage, id, file);
      } catch (error) {
        if (error instanceof NotAPictureError)
          throw badRequest(mediaLibraryMessages.unreadable, { file: mediaLibraryMessages.unreadable });
        if (error instanceof PictureTooSmallError)
          throw badRequest(mediaLibraryMessages.tooSmall, { file: mediaLibraryMessages.tooSmall });
        throw error;
      }
      try {
        await db.insert(mediaItems).values({
          id,
          fileName: file.name.slice(0, 200) || "picture",
          originalBytes: file.sizeBytes,
          width: made.width,
          height: made.height,
          variants: made.variants,
          altEn: alt.data.altEn ?? "",
          altSw: alt.data.altSw ?? "",
          uploadedBy: user.id,
        });
      } catch (error) {
        await removeVariants(storage, made.variants);
        throw error;
      }
      return { item: await readItem(db, id) };
    } finally {
      await form.cleanup();
    }
  };

  const setAlt: Handler<typeof endpoints.mediaLibrary.setAlt> = async ({ params, body }) => {
    const updated = await db
      .update(mediaItems)
      .set({ altEn: body.alt.en, altSw: body.alt.sw })
      .where(eq(mediaItems.id, params.id))
      .returning({ id: mediaItems.id });
    if (updated.length === 0) throw notFound(mediaLibraryMessages.notFound);
    return { item: await readItem(db, params.id) };
  };

  const remove: Handler<typeof endpoints.mediaLibrary.remove> = async ({ params }) => {
    const [row] = await db.delete(mediaItems).where(eq(mediaItems.id, params.id)).returning();
    if (!row) throw notFound(mediaLibraryMessages.notFound);
    await removeVariants(storage, row.variants);
    return { success: true as const, message: mediaLibraryMessages.deleted };
  };

  const file: Handler<typeof endpoints.mediaLibrary.file> = async ({ c, params }) => {
    const slot = Number.parseInt(params.file, 10);
    const [row] = await db
      .select({ variants: mediaItems.variants })
      .from(mediaItems)
      .where(eq(mediaItems.id, params.id));
    const key = variantKey(params.id, slot);
    const size = row?.variants.some((v) => v.key === key) ? (await storage.stat(key))?.sizeBytes : undefined;
    if (!size) throw notFound(mediaLibraryMessages.notFound);
    return c.body(await storage.read(key, 0, size - 1), 200, {
      "content-type": "image/webp",
      "content-length": String(size),
      // A variant's bytes never change (a new picture is a new id): kept as long as caches like.
      "cache-control": "public, max-age=31536000, immutable",
    });
  };

  return { list, upload, setAlt, remove, file };
}
