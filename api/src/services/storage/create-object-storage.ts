import type { Env } from "../../env.ts";
import type { ObjectStorage } from "./object-storage.ts";

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
