import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { findUnstorableText, unstorableTextMessage } from "@church/contracts";
import busboy from "busboy";
import type { Context } from "hono";
import type { AppEnv } from "./context.ts";
import { badRequest, HttpError, validationError } from "./http-error.ts";

/** The file part of an upload, written to a temporary file as it arrived. */
export interface UploadedFile {
  path: string;
  /** The name the browser gave (never used as a path). */
  name: string;
  /** The type the browser declared (the bytes are checked separately). */
  declaredType: string;
  sizeBytes: number;
  /** The first bytes, to tell the format from. */
  head: Uint8Array;
}

export interface MultipartUpload {
  fields: Record<string, string>;
  file: UploadedFile | null;
  /** Deletes the temporary file; call it when done, whatever happened. */
  cleanup(): Promise<void>;
}

export interface MultipartLimits {
  /** The form field that carries the file; other files are skipped. */
  fileField: string;
  maxFileBytes: number;
  /** The whole body: the file plus the fields around it. */
  maxBodyBytes: number;
  /** The 413 text (with `fields.<fileField>`) when the file is larger than its limit. */
  fileTooLarge: string;
}

const HEAD_BYTES = 16;

/**
 * Reads a multipart/form-data body as it arrives: text fields into memory (each at most 100 KB), the
 * one file straight to a temporary file, the limits enforced on the bytes counted so far. Nothing
 * holds the whole body, so memory stays flat whatever the upload's size (Hono's bodyLimit and
 * `parseBody()` both keep it whole when it comes chunked).
 */
export async function readMultipart(c: Context<AppEnv>, limits: MultipartLimits): Promise<MultipartUpload> {
  const body = c.req.raw.body;
  const folder = await mkdtemp(join(tmpdir(), "church-upload-"));
  const cleanup = () => rm(folder, { recursive: true, force: true });
  const declared = Number(c.req.header("content-length"));
  if (Number.isFinite(declared) && declared > limits.maxBodyBytes) {
    await cleanup();
    throw tooLarge(limits);
  }
  if (!body) {
    await cleanup();
    throw badRequest("The upload is empty");
  }

  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  let fileStream: Readable | null = null;
  const writes: Promise<void>[] = [];
  const source = Readable.fromWeb(body as WebReadableStream<Uint8Array>);
  try {
    const parser = busboy({
      headers: { "content-type": c.req.header("content-type") ?? "" },
      limits: { fileSize: limits.maxFileBytes, files: 1, fields: 50, fieldSize: 100 * 1024, parts: 60 },
    });
    // Every byte is counted as it arrives: the limit holds without a Content-Length (chunked uploads).
    let received = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        if (received > limits.maxBodyBytes) done(tooLarge(limits));
        else done(null, chunk);
      },
    });
    await new Promise<void>((resolve, reject) => {
      let failed = false;
      // On a refusal the request is left unread rather than destroyed, so the answer still reaches the
      // sender; it goes out with `Connection: close`, which ends the connection after it.
      const fail = (error: unknown) => {
        if (failed) return;
        failed = true;
        source.unpipe(counter);
        counter.unpipe(parser);
        source.pause();
        fileStream?.destroy();
        c.header("connection", "close");
        reject(asUploadError(error));
      };
      parser.on("field", (name, value, info) => {
        if (info.valueTruncated) return fail(badRequest("A form field is too long", { [name]: "Too long" }));
        if (findUnstorableText(name) !== null) return fail(validationError({ _: unstorableTextMessage }));
        if (findUnstorableText(value) !== null)
          return fail(validationError({ [name]: unstorableTextMessage }));
        fields[name] = value;
      });
      parser.on("file", (name, stream, info) => {
        if (name !== limits.fileField || file) {
          stream.resume();
          return;
        }
        const path = join(folder, "file");
        const uploaded: UploadedFile = {
          path,
          name: info.filename ?? "",
          declaredType: info.mimeType,
          sizeBytes: 0,
          head: new Uint8Array(0),
        };
        file = uploaded;
        fileStream = stream;
        stream.on("limit", () => fail(tooLarge(limits)));
        const measure = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            if (uploaded.head.length < HEAD_BYTES) {
              const head = new Uint8Array(Math.min(HEAD_BYTES, uploaded.head.length + chunk.length));
              head.set(uploaded.head);
              head.set(chunk.subarray(0, head.length - uploaded.head.length), uploaded.head.length);
              uploaded.head = head;
            }
            uploaded.sizeBytes += chunk.length;
            done(null, chunk);
          },
        });
        writes.push(pipeline(stream, measure, createWriteStream(path)).catch(fail));
      });
      parser.on("filesLimit", () => fail(badRequest("Send one file at a time")));
      parser.on("partsLimit", () => fail(badRequest("The form has too many parts")));
      parser.on("error", fail);
      counter.on("error", fail);
      source.on("error", fail);
      parser.on("close", () => {
        if (!failed) Promise.all(writes).then(() => resolve(), fail);
      });
      source.pipe(counter).pipe(parser);
    });
    return { fields, file, cleanup };
  } catch (error) {
    await Promise.allSettled(writes);
    await cleanup();
    throw error;
  }
}

function tooLarge(limits: MultipartLimits): HttpError {
  return new HttpError("payload_too_large", limits.fileTooLarge, { [limits.fileField]: limits.fileTooLarge });
}

/** A malformed body (busboy's parse errors) is the sender's fault; anything else is ours. */
function asUploadError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  if (error instanceof Error && /multipart|boundary|form|Unexpected end/i.test(error.message))
    return badRequest("The upload could not be read as a form");
  return error;
}
