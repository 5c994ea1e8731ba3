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
import { formatDuration, parseDuration } from "../../services/audio/audio-duration.ts";
import { queueLowBitrate } from "../../services/audio/audio-low-bitrate.ts";
import {
  type AudioStorage,
  createAudioStorage,
  NotAudioError,
  type StoredAudio,
} from "../../services/audio/audio-storage.ts";
import { changePublishStatus } from "../shared/publish-status.ts";

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
  lowBitrateUrl: row.lowFileKey ? `/api/audio-services/${row.id}/low-bitrate` : null,
  lowBitrateSizeBytes: row.lowFileKey ? row.lowFileSizeBytes : null,
  duration: formatDuration(row.durationSeconds),
  category: row.category,
  date: row.date,
  fileSizeBytes: row.fileSizeBytes,
  mimeType: row.mimeType,
  status: row.status,
  publishedAt: row.publishedAt?.toISOString() ?? null,
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
      .where(eq(audioServices.status, "published"))
      .orderBy(desc(audioServices.date), desc(audioServices.createdAt));
    return { audioServices: rows.map(toAudioService) };
  };

  /** Answers a stored file with range requests: the recording, or its light copy. */
  async function serveFile(
    c: Context<AppEnv>,
    id: string,
    download: boolean,
    pick: (row: AudioRow) => { key: string | null; mimeType: string | null; missing: string },
  ): Promise<Response> {
    const [row] = await db.select().from(audioServices).where(eq(audioServices.id, id));
    // A draft's recording is for staff only; to anyone else it does not exist.
    const draft = row?.status === "draft";
    if (!row || (draft && !c.get("user"))) throw audioNotFound();
    const file = pick(row);
    const size = file.key ? await storage.size(file.key) : null;
    if (!file.key || size === null) throw notFound(file.missing);
    const key = file.key;
    const ext = key.slice(key.lastIndexOf("."));
    const headers = new Headers({
      "content-type": file.mimeType ?? "application/octet-stream",
      "accept-ranges": "bytes",
      "cache-control": draft ? "private, no-store" : "public, max-age=300",
      "content-disposition": download
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
    const body = size === 0 || c.req.method === "HEAD" ? null : await storage.read(key, start, end);
    return new Response(body, { status: range ? 206 : 200, headers });
  }

  const stream: Handler<typeof endpoints.audioServices.stream> = ({ c, params, query }) =>
    serveFile(c, params.id, Boolean(query.download), (row) => ({
      key: row.fileKey,
      mimeType: row.mimeType,
      missing: "This recording has not been uploaded yet",
    }));

  const streamLowBitrate: Handler<typeof endpoints.audioServices.streamLowBitrate> = ({ c, params, query }) =>
    serveFile(c, params.id, Boolean(query.download), (row) => ({
      key: row.lowFileKey,
      mimeType: "audio/mpeg",
      missing: "This recording has no light copy yet",
    }));

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
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(audioServices)
          .values({
            ...fields,
            publishedAt: fields.status === "published" ? new Date() : null,
            translations: translations ?? {},
            durationSeconds: stored.durationSeconds ?? (duration ? parseDuration(duration) : null),
            fileKey: stored.key,
            fileName: file.name || null,
            fileSizeBytes: stored.sizeBytes,
            mimeType: stored.mimeType,
            createdBy: userId,
          })
          .returning();
        if (!inserted) throw new Error("audio insert returned nothing");
        // The light copy is made by a job: encoding a sermon takes minutes, never the upload's request.
        await queueLowBitrate(tx, inserted.id, stored.key);
        return inserted;
      });
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
      const row = await db.transaction(async (tx) => {
        const [changed] = await tx
          .update(audioServices)
          .set({
            ...fields,
            publishedAt: fields.status === "published" ? (current.publishedAt ?? new Date()) : null,
            translations: translations ?? {},
            durationSeconds: stored ? (stored.durationSeconds ?? typed) : (typed ?? current.durationSeconds),
            ...(stored && file
              ? {
                  fileKey: stored.key,
                  fileName: file.name || null,
                  fileSizeBytes: stored.sizeBytes,
                  mimeType: stored.mimeType,
                  lowFileKey: null,
                  lowFileSizeBytes: null,
                }
              : {}),
          })
          .where(eq(audioServices.id, current.id))
          .returning();
        if (!changed) throw audioNotFound();
        if (stored) await queueLowBitrate(tx, changed.id, stored.key);
        return changed;
      });
      if (stored && current.fileKey) await storage.remove(current.fileKey);
      if (stored && current.lowFileKey) await storage.remove(current.lowFileKey);
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
    if (deleted.lowFileKey) await storage.remove(deleted.lowFileKey);
    return { success: true as const, message: audioMessages.deleted };
  };

  const adminList: Handler<typeof endpoints.audioServices.adminList> = async () => {
    const rows = await db
      .select()
      .from(audioServices)
      .orderBy(desc(audioServices.date), desc(audioServices.createdAt));
    return { audioServices: rows.map(toAudioService) };
  };

  const setStatus: Handler<typeof endpoints.audioServices.setStatus> = async ({ params, body }) => ({
    audioService: toAudioService(
      await changePublishStatus(db, audioServices, params.id, body.status, "Audio service not found"),
    ),
  });

  return { list, adminList, stream, streamLowBitrate, create, update, remove, setStatus };
}
