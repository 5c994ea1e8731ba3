import {
  type AudioService,
  audioMessages,
  audioServiceFieldsSchema,
  audioUploadLimits,
  type endpoints,
  fieldErrors,
  slugify,
} from "@church/contracts";
import { desc, eq } from "drizzle-orm";
import type { Context } from "hono";
import type { z } from "zod";
import { audioServices } from "../../db/schema.ts";
import type { AppDeps, AppEnv } from "../../lib/context.ts";
import { badRequest, notFound, validationError } from "../../lib/http-error.ts";
import { readMultipart, type UploadedFile } from "../../lib/multipart-upload.ts";
import type { Handler } from "../../lib/route.ts";
import { formatDuration, parseDuration } from "./audio-duration.ts";
import { type AudioStorage, createAudioStorage, NotAudioError, type StoredAudio } from "./audio-storage.ts";

type AudioRow = typeof audioServices.$inferSelect;
type AudioFields = z.output<typeof audioServiceFieldsSchema>;

const fileUrl = (id: string) => `/api/audio-services/${id}/file`;

export const toAudioService = (row: AudioRow): AudioService => ({
  id: row.id,
  title: row.title,
  description: row.description,
  speaker: row.speaker,
  audioUrl: fileUrl(row.id),
  downloadUrl: `${fileUrl(row.id)}?download=1`,
  duration: formatDuration(row.durationSeconds),
  category: row.category,
  date: row.date,
  fileSizeBytes: row.fileSizeBytes,
  mimeType: row.mimeType,
  translations: row.translations,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const audioNotFound = () => notFound("Audio service not found");

/**
 * The multipart form, streamed (the file to a temporary file, lib/multipart-upload.ts), its fields
 * checked against the contract (empty fields count as not given, as in the mocks) and the file as the
 * contract's file rule says. The caller deletes the temporary file with `cleanup()`.
 */
async function readUpload(c: Context<AppEnv>, fileRequired: boolean) {
  const upload = await readMultipart(c, {
    fileField: "file",
    maxFileBytes: audioUploadLimits.maxBytes,
    maxBodyBytes: audioUploadLimits.maxBytes + 1024 * 1024,
    fileTooLarge: audioMessages.fileTooLarge,
  });
  try {
    const raw = Object.fromEntries(Object.entries(upload.fields).filter(([, value]) => value !== ""));
    const parsed = audioServiceFieldsSchema.safeParse(raw);
    const errors = parsed.success ? {} : fieldErrors(parsed.error.issues);
    const file = upload.file && upload.file.sizeBytes > 0 ? upload.file : null;
    if (!file && fileRequired) errors.file ??= audioMessages.fileRequired;
    if (file && !file.declaredType.startsWith("audio/")) errors.file ??= audioMessages.fileType;
    if (!parsed.success || Object.keys(errors).length > 0) throw validationError(errors);
    return { fields: parsed.data, file, cleanup: upload.cleanup };
  } catch (error) {
    await upload.cleanup();
    throw error;
  }
}

/** A single `bytes=` range of a file of `size` bytes; null when none was asked; "invalid" when unsatisfiable. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | "invalid" {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges at once are allowed to be answered with the whole file.
  if (!match) return header.includes(",") ? null : "invalid";
  const [, from = "", to = ""] = match;
  if (from === "" && to === "") return "invalid";
  if (from === "") {
    const suffix = Number(to);
    if (suffix === 0) return "invalid";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return "invalid";
  return { start, end };
}

export function createAudioServicesHandlers(
  { db, storage: objects }: AppDeps,
  storage: AudioStorage = createAudioStorage(objects),
) {
  const store = async (file: UploadedFile): Promise<StoredAudio> => {
    try {
      return await storage.save(file);
    } catch (error) {
      if (error instanceof NotAudioError)
        throw badRequest(audioMessages.fileType, { file: audioMessages.fileType });
      throw error;
    }
  };

  const list: Handler<typeof endpoints.audioServices.list> = async () => {
    const rows = await db
      .select()
      .from(audioServices)
      .orderBy(desc(audioServices.date), desc(audioServices.createdAt));
    return { audioServices: rows.map(toAudioService) };
  };

  const stream: Handler<typeof endpoints.audioServices.stream> = async ({ c, params, query }) => {
    const [row] = await db.select().from(audioServices).where(eq(audioServices.id, params.id));
    if (!row) throw audioNotFound();
    const size = row.fileKey ? await storage.size(row.fileKey) : null;
    if (!row.fileKey || size === null) throw notFound("This recording has not been uploaded yet");
    const ext = row.fileKey.slice(row.fileKey.lastIndexOf("."));
    const headers = new Headers({
      "content-type": row.mimeType ?? "application/octet-stream",
      "accept-ranges": "bytes",
      "cache-control": "public, max-age=300",
      "content-disposition": query.download
        ? `attachment; filename="${slugify(row.title) || "audio"}${ext}"`
        : "inline",
      "x-content-type-options": "nosniff",
    });
    const range = parseRange(c.req.header("range"), size);
    if (range === "invalid") {
      headers.set("content-range", `bytes */${size}`);
      headers.set("content-type", "application/json");
      return new Response(
        JSON.stringify({
          error: { code: "validation_error", message: "The requested range is not in the file" },
        }),
        { status: 416, headers },
      );
    }
    const { start, end } = range ?? { start: 0, end: size - 1 };
    headers.set("content-length", String(size === 0 ? 0 : end - start + 1));
    if (range) headers.set("content-range", `bytes ${start}-${end}/${size}`);
    const body = size === 0 || c.req.method === "HEAD" ? null : await storage.read(row.fileKey, start, end);
    return new Response(body, { status: range ? 206 : 200, headers });
  };

  const create: Handler<typeof endpoints.audioServices.create> = async ({ c, user }) => {
    const upload = await readUpload(c, true);
    try {
      return await createFrom(upload.fields, upload.file, user.id);
    } finally {
      await upload.cleanup();
    }
  };

  async function createFrom(form: AudioFields, file: UploadedFile | null, userId: string) {
    const { duration, translations, ...fields } = form;
    if (!file) throw validationError({ file: audioMessages.fileRequired });
    const stored = await store(file);
    try {
      const [row] = await db
        .insert(audioServices)
        .values({
          ...fields,
          translations: translations ?? {},
          durationSeconds: stored.durationSeconds ?? (duration ? parseDuration(duration) : null),
          fileKey: stored.key,
          fileName: file.name || null,
          fileSizeBytes: stored.sizeBytes,
          mimeType: stored.mimeType,
          createdBy: userId,
        })
        .returning();
      if (!row) throw new Error("audio insert returned nothing");
      return { audioService: toAudioService(row) };
    } catch (error) {
      await storage.remove(stored.key);
      throw error;
    }
  }

  const update: Handler<typeof endpoints.audioServices.update> = async ({ c, params }) => {
    const [current] = await db.select().from(audioServices).where(eq(audioServices.id, params.id));
    if (!current) throw audioNotFound();
    const upload = await readUpload(c, false);
    try {
      return await updateFrom(current, upload.fields, upload.file);
    } finally {
      await upload.cleanup();
    }
  };

  async function updateFrom(current: AudioRow, form: AudioFields, file: UploadedFile | null) {
    const { duration, translations, ...fields } = form;
    const stored = file ? await store(file) : null;
    const typed = duration ? parseDuration(duration) : null;
    try {
      const [row] = await db
        .update(audioServices)
        .set({
          ...fields,
          translations: translations ?? {},
          durationSeconds: stored ? (stored.durationSeconds ?? typed) : (typed ?? current.durationSeconds),
          ...(stored && file
            ? {
                fileKey: stored.key,
                fileName: file.name || null,
                fileSizeBytes: stored.sizeBytes,
                mimeType: stored.mimeType,
              }
            : {}),
        })
        .where(eq(audioServices.id, current.id))
        .returning();
      if (!row) throw audioNotFound();
      if (stored && current.fileKey) await storage.remove(current.fileKey);
      return { audioService: toAudioService(row) };
    } catch (error) {
      if (stored) await storage.remove(stored.key);
      throw error;
    }
  }

  const remove: Handler<typeof endpoints.audioServices.remove> = async ({ params }) => {
    const [deleted] = await db.delete(audioServices).where(eq(audioServices.id, params.id)).returning();
    if (!deleted) throw audioNotFound();
    if (deleted.fileKey) await storage.remove(deleted.fileKey);
    return { success: true as const, message: audioMessages.deleted };
  };

  return { list, stream, create, update, remove };
}
