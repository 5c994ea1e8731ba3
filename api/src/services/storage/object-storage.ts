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
