import {
  BUFFERED_BODY_MAX_BYTES,
  type endpoints,
  peopleMessages,
  personPhotoLimits,
} from "@church/contracts";
import { eq } from "drizzle-orm";
import { people } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import { badRequest, notFound, validationError } from "../../lib/http-error.ts";
import { readMultipart } from "../../lib/multipart-upload.ts";
import type { Handler } from "../../lib/route.ts";
import { createPersonPhotos, NotAPictureError } from "../../services/people/person-photo.ts";
import { onePerson, personRow } from "./people.queries.ts";

/** A person's photo: set (any picture a phone gives, kept small), read by staff only, removed. */
export function createPersonPhotoHandlers({ db, storage }: AppDeps) {
  const photos = createPersonPhotos(storage);

  const setPhoto: Handler<typeof endpoints.people.setPhoto> = async ({ c, params }) => {
    await personRow(db, params.id);
    const upload = await readMultipart(c, {
      fileField: "photo",
      maxFileBytes: personPhotoLimits.maxBytes,
      maxBodyBytes: BUFFERED_BODY_MAX_BYTES,
      fileTooLarge: peopleMessages.photoTooLarge,
    });
    try {
      const file = upload.file && upload.file.sizeBytes > 0 ? upload.file : null;
      if (!file) throw validationError({ photo: peopleMessages.photoRequired });
      let key: string;
      try {
        key = await photos.save(params.id, file);
      } catch (error) {
        if (!(error instanceof NotAPictureError)) throw error;
        throw badRequest(peopleMessages.photoUnreadable, { photo: peopleMessages.photoUnreadable });
      }
      // The row locked between reading the old key and writing the new: two uploads at once each
      // replace exactly the photo before them, so no file is left behind unreferenced.
      const before = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ key: people.photoKey })
          .from(people)
          .where(eq(people.id, params.id))
          .for("update");
        if (row)
          await tx
            .update(people)
            .set({ photoKey: key, updatedAt: new Date() })
            .where(eq(people.id, params.id));
        return row;
      });
      if (!before) {
        // Erased while the picture was being made: nothing may stay behind.
        await photos.remove(key);
        throw notFound(peopleMessages.notFound);
      }
      if (before.key) await photos.remove(before.key);
      return { person: await onePerson(db, params.id) };
    } finally {
      await upload.cleanup();
    }
  };

  const photo: Handler<typeof endpoints.people.photo> = async ({ c, params }) => {
    const row = await personRow(db, params.id);
    const size = row.photoKey ? (await photos.stat(row.photoKey))?.sizeBytes : undefined;
    if (!row.photoKey || !size) throw notFound(peopleMessages.noPhoto);
    return c.body(await photos.read(row.photoKey, size), 200, {
      "content-type": "image/webp",
      "content-length": String(size),
      // A face is personal data: not kept by a shared computer's browser or any proxy.
      "cache-control": "private, no-store",
    });
  };

  const removePhoto: Handler<typeof endpoints.people.removePhoto> = async ({ params }) => {
    const row = await personRow(db, params.id);
    if (row.photoKey) {
      await db.update(people).set({ photoKey: null, updatedAt: new Date() }).where(eq(people.id, params.id));
      await photos.remove(row.photoKey);
    }
    return { person: await onePerson(db, params.id) };
  };

  return { setPhoto, photo, removePhoto };
}
