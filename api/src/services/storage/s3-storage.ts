import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { checkKey, type ObjectStorage } from "./object-storage.ts";

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, Ceph, R2, ...); AWS itself without it. */
  endpoint?: string | undefined;
  forcePathStyle?: boolean;
  /** Without them the SDK's default chain (AWS_* variables, instance or pod role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

const notFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === "NotFound" || error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404);

/**
 * An S3-compatible bucket through the AWS SDK: every API instance sees the same files. Uploads go
 * in parts (lib-storage) so a long recording never sits whole in memory; reads ask for the byte
 * range the player wants (GetObject with Range).
 */
export function createS3Storage(options: S3StorageOptions): ObjectStorage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? false,
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
  const Bucket = options.bucket;

  return {
    driver: "s3",
    async putFile(key, filePath, contentType) {
      const { size } = await stat(filePath);
      const upload = new Upload({
        client,
        params: {
          Bucket,
          Key: checkKey(key),
          Body: createReadStream(filePath),
          ContentType: contentType,
          ContentLength: size,
        },
        // 8 MB parts, two at a time: a 200 MB sermon needs ~16 MB of memory.
        partSize: 8 * 1024 * 1024,
        queueSize: 2,
        leavePartsOnError: false,
      });
      await upload.done();
    },
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: checkKey(key) }));
        return { sizeBytes: head.ContentLength ?? 0 };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async read(key, start, end) {
      const answer = await client.send(
        new GetObjectCommand({ Bucket, Key: checkKey(key), Range: `bytes=${start}-${end}` }),
      );
      if (!answer.Body) throw new Error(`S3 answered no body for ${key}`);
      return answer.Body.transformToWebStream() as ReadableStream<Uint8Array>;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
