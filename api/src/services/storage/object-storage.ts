import type { Env } from "../../env.ts";

/** Metadata of a stored object. */
export interface StoredObject {
  sizeBytes: number;
}

/**
 * Where uploaded files live, the same for one API instance or many: the local disk in the default
 * run (DATA_DIR/uploads), an S3-compatible bucket in production. Keys are relative paths such as
 * `audio/<uuid>.mp3` (letters, digits, `.`, `_`, `-` and `/`; never `..`).
 */
export interface ObjectStorage {
  readonly driver: "local" | "s3";
  /** Stores the file at `filePath` under `key` (whole or not at all); the file itself is left in place. */
  putFile(key: string, filePath: string, contentType: string): Promise<void>;
  /** The object's size, or null when there is none under the key. */
  stat(key: string): Promise<StoredObject | null>;
  /** The bytes start..end (inclusive) as a web stream. */
  read(key: string, start: number, end: number): Promise<ReadableStream<Uint8Array>>;
  /** Deletes the object; no error when it is already gone. */
  remove(key: string): Promise<void>;
  /** Checks the storage answers (readiness). */
  check(): Promise<void>;
}

const keyPattern = /^[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/;

/** Refuses keys that could leave the storage's folder or bucket prefix. */
export function checkKey(key: string): string {
  if (!keyPattern.test(key) || key.split("/").some((part) => part === "." || part === ".."))
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  return key;
}

/** The storage the configuration asks for (STORAGE_DRIVER); the AWS SDK is loaded only for s3. */
export async function createObjectStorage(env: Env): Promise<ObjectStorage> {
  if (env.STORAGE_DRIVER === "s3") {
    const { createS3Storage } = await import("./s3-storage.ts");
    return createS3Storage({
      bucket: env.S3_BUCKET ?? "",
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      credentials:
        env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
          : undefined,
    });
  }
  const { createLocalStorage } = await import("./local-storage.ts");
  return createLocalStorage(`${env.DATA_DIR}/uploads`);
}
