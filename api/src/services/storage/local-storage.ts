import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { copyFile, mkdir, rename, rm, stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import { Readable } from "node:stream";
import { checkKey, type ObjectStorage } from "./object-storage.ts";

/** Files under one folder (DATA_DIR/uploads): the default run, one instance or a shared volume. */
export function createLocalStorage(root: string): ObjectStorage {
  const pathOf = (key: string) => join(root, checkKey(key));

  return {
    driver: "local",
    async putFile(key, filePath) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      // Copy beside the target, then rename: a reader never sees half a file.
      const part = join(dirname(target), `.${randomUUID()}.part`);
      try {
        await copyFile(filePath, part);
        await rename(part, target);
      } catch (error) {
        await rm(part, { force: true });
        throw error;
      }
    },
    async stat(key) {
      const path = pathOf(key);
      try {
        const info = await stat(path);
        return info.isFile() ? { sizeBytes: info.size } : null;
      } catch {
        return null;
      }
    },
    async read(key, start, end) {
      return Readable.toWeb(createReadStream(pathOf(key), { start, end })) as ReadableStream<Uint8Array>;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async check() {
      await mkdir(root, { recursive: true });
    },
  };
}
