import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { parseFile } from "music-metadata";
import type { UploadedFile } from "../../lib/multipart-upload.ts";
import type { ObjectStorage } from "../storage/object-storage.ts";

/** The audio formats we accept, told apart by their first bytes (never by name or declared type). */
const formats = [
  { mimeType: "audio/mpeg", ext: ".mp3", test: (b: Uint8Array) => ascii(b, 0, "ID3") || mpegSync(b) },
  { mimeType: "audio/wav", ext: ".wav", test: (b: Uint8Array) => ascii(b, 0, "RIFF") && ascii(b, 8, "WAVE") },
  { mimeType: "audio/ogg", ext: ".ogg", test: (b: Uint8Array) => ascii(b, 0, "OggS") },
  { mimeType: "audio/mp4", ext: ".m4a", test: (b: Uint8Array) => ascii(b, 4, "ftyp") },
  {
    mimeType: "audio/webm",
    ext: ".webm",
    test: (b: Uint8Array) => b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3,
  },
] as const;

function ascii(bytes: Uint8Array, offset: number, text: string): boolean {
  for (let i = 0; i < text.length; i++) if (bytes[offset + i] !== text.charCodeAt(i)) return false;
  return true;
}

/** An MPEG audio frame (MP3) or ADTS (AAC) header: 11 set sync bits. */
const mpegSync = (b: Uint8Array) => b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0;

export interface StoredAudio {
  key: string;
  sizeBytes: number;
  mimeType: string;
  /** Null when the file does not tell its length. */
  durationSeconds: number | null;
}

export class NotAudioError extends Error {}

/** Recordings in the object storage under audio/<key> (DATA_DIR/uploads/audio/<key> on local disk). */
export function createAudioStorage(storage: ObjectStorage) {
  const objectKey = (key: string) => `audio/${key.replace(/[^A-Za-z0-9._-]/g, "")}`;

  /**
   * Checks the uploaded file is audio (by its first bytes), reads its length, then stores it (whole or
   * not at all, so no half file is ever served). The upload's temporary file is left for its owner.
   */
  async function save(upload: UploadedFile): Promise<StoredAudio> {
    const format = formats.find((f) => f.test(upload.head));
    if (!format) throw new NotAudioError("not an audio file");
    const key = `${randomUUID()}${format.ext}`;
    let durationSeconds: number | null = null;
    try {
      const metadata = await parseFile(upload.path, { duration: true, skipCovers: true });
      const seconds = metadata.format.duration;
      durationSeconds = seconds !== undefined && Number.isFinite(seconds) ? Math.round(seconds) : null;
    } catch {
      // Unreadable tags or frames: the length is then taken from the form, if given.
    }
    await storage.putFile(objectKey(key), upload.path, format.mimeType);
    return { key, sizeBytes: upload.sizeBytes, mimeType: format.mimeType, durationSeconds };
  }

  /** Size of a stored file, or null when it is gone. */
  async function size(key: string): Promise<number | null> {
    return (await storage.stat(objectKey(key)))?.sizeBytes ?? null;
  }

  /** The bytes start..end (inclusive) as a web stream. */
  const read = (key: string, start: number, end: number): Promise<ReadableStream<Uint8Array>> =>
    storage.read(objectKey(key), start, end);

  const remove = (key: string) => storage.remove(objectKey(key));

  /** Copies a stored recording to a local file (the encoder reads files). */
  async function download(key: string, path: string): Promise<void> {
    const bytes = await size(key);
    if (bytes === null) throw new Error(`recording ${key} is gone`);
    const body = await storage.read(objectKey(key), 0, Math.max(bytes - 1, 0));
    await pipeline(
      Readable.fromWeb(body as import("node:stream/web").ReadableStream),
      createWriteStream(path),
    );
  }

  /** Stores the light copy made from recording `key`; answers its key. */
  async function saveLowBitrate(key: string, path: string): Promise<string> {
    const lowKey = `${key.replace(/\.[A-Za-z0-9]+$/, "")}.low.mp3`;
    await storage.putFile(objectKey(lowKey), path, "audio/mpeg");
    return lowKey;
  }

  return { save, size, read, remove, download, saveLowBitrate };
}

export type AudioStorage = ReturnType<typeof createAudioStorage>;
