import type { EventEmitter } from "node:events";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HeadObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { audioServiceResponseSchema } from "@church/contracts";
import pino from "pino";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Bootstrapped, bootstrap } from "../../bootstrap.ts";
import { openDatabase } from "../../db/client.ts";
import { EnvError, parseEnv } from "../../env.ts";
import { cookiesFrom } from "../../test/test-app.ts";
import { createLocalStorage } from "./local-storage.ts";
import type { ObjectStorage } from "./object-storage.ts";

// The SDK warns about Node 20 on its first client; Node 20.19 is what this project supports.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";

const temp = (name: string) => mkdtempSync(join(tmpdir(), `church-${name}-`));

/** A silent mono 8-bit WAV (8000 samples a second), with a counting pattern so ranges are checkable. */
function wav(seconds: number): Uint8Array {
  const data = 8000 * seconds;
  const buffer = Buffer.alloc(44 + data);
  for (let i = 44; i < buffer.length; i++) buffer[i] = i % 251;
  buffer.write("RIFF", 0, "ascii");
  buffer.writeUInt32LE(36 + data, 4);
  buffer.write("WAVEfmt ", 8, "ascii");
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(8000, 24);
  buffer.writeUInt32LE(8000, 28);
  buffer.writeUInt16LE(1, 32);
  buffer.writeUInt16LE(8, 34);
  buffer.write("data", 36, "ascii");
  buffer.writeUInt32LE(data, 40);
  return new Uint8Array(buffer);
}

const text = async (stream: ReadableStream<Uint8Array>) =>
  Buffer.from(await new Response(stream).arrayBuffer());

describe("storage configuration", () => {
  it("stops the start naming the S3 setting that is missing or wrong", () => {
    expect(() => parseEnv({ DATA_DIR: temp("env"), STORAGE_DRIVER: "ftp" })).toThrow(/STORAGE_DRIVER/);
    expect(() => parseEnv({ DATA_DIR: temp("env"), STORAGE_DRIVER: "s3" })).toThrow(/S3_BUCKET: required/);
    expect(() =>
      parseEnv({ DATA_DIR: temp("env"), STORAGE_DRIVER: "s3", S3_BUCKET: "media", S3_ACCESS_KEY_ID: "key" }),
    ).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => parseEnv({ DATA_DIR: temp("env"), STORAGE_DRIVER: "s3", S3_BUCKET: "Bad_Bucket" })).toThrow(
      EnvError,
    );
    expect(() => parseEnv({ DATA_DIR: temp("env"), S3_ENDPOINT: "not a url" })).toThrow(/S3_ENDPOINT/);
    const env = parseEnv({
      DATA_DIR: temp("env"),
      STORAGE_DRIVER: "s3",
      S3_BUCKET: "church-media",
      S3_FORCE_PATH_STYLE: "true",
    });
    expect(env).toMatchObject({ STORAGE_DRIVER: "s3", S3_REGION: "us-east-1", S3_FORCE_PATH_STYLE: true });
    expect(parseEnv({ DATA_DIR: temp("env") }).STORAGE_DRIVER).toBe("local");
  });
});

/** The same checks for every driver: whole-or-nothing put, stat, ranges, delete, no escaping the root. */
async function exerciseDriver(storage: ObjectStorage) {
  const file = join(temp("src"), "a.bin");
  writeFileSync(file, Buffer.from("0123456789abcdef"));
  await storage.putFile("audio/test.bin", file, "application/octet-stream");
  expect(await storage.stat("audio/test.bin")).toEqual({ sizeBytes: 16 });
  expect((await text(await storage.read("audio/test.bin", 2, 5))).toString()).toBe("2345");
  expect((await text(await storage.read("audio/test.bin", 10, 15))).toString()).toBe("abcdef");
  await storage.remove("audio/test.bin");
  expect(await storage.stat("audio/test.bin")).toBeNull();
  await storage.remove("audio/test.bin");
  await expect(storage.putFile("../outside.bin", file, "application/octet-stream")).rejects.toThrow(
    /invalid storage key/,
  );
  await expect(storage.stat("audio/../../etc/passwd")).rejects.toThrow(/invalid storage key/);
}

describe("local disk storage", () => {
  it("stores, range-reads and deletes files under its folder", async () => {
    const root = temp("uploads");
    await exerciseDriver(createLocalStorage(root));
  });
});

describe("S3 storage against a local S3-compatible server (s3rver)", () => {
  const bucket = "church-media";
  let server: S3rver;
  let endpoint: string;
  let s3: S3Client;
  let booted: Bootstrapped;

  beforeAll(async () => {
    server = new S3rver({
      address: "127.0.0.1",
      port: 0,
      silent: true,
      directory: temp("s3rver"),
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
    s3 = new S3Client({ endpoint, region: "us-east-1", forcePathStyle: true, credentials });
    const dataDir = temp("s3-app");
    const env = parseEnv({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      DEMO_MODE: "true",
      SERVE_APPS: "false",
      LOG_LEVEL: "silent",
      APPS_DIR: join(dataDir, "apps"),
      STORAGE_DRIVER: "s3",
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    });
    booted = await bootstrap(env, pino({ level: "silent" }), await openDatabase({}));
  }, 60_000);

  afterAll(async () => {
    await booted?.database.close();
    s3?.destroy();
    await server?.close();
  });

  it("is the storage the app was configured with, and passes the driver checks", async () => {
    expect(booted.deps.storage.driver).toBe("s3");
    await booted.deps.storage.check();
    await exerciseDriver(booted.deps.storage);
  });

  it("uploads a large file in parts and reads ranges across the part boundary", async () => {
    const size = 9 * 1024 * 1024; // two parts of the 8 MB part size
    const bytes = Buffer.alloc(size);
    for (let i = 0; i < size; i++) bytes[i] = (i * 7) % 256;
    const events: string[] = [];
    type S3Event = { Records: Array<{ eventName: string; s3: { object: { key: string } } }> };
    // s3rver is a Koa app: it emits an "event" per stored object (its typings leave that out).
    (server as unknown as EventEmitter).on("event", (event: S3Event) => {
      for (const record of event.Records) events.push(`${record.eventName} ${record.s3.object.key}`);
    });
    const file = join(temp("big"), "big.bin");
    writeFileSync(file, bytes);
    const storage = booted.deps.storage;
    await storage.putFile("audio/big.bin", file, "audio/mpeg");
    expect(await storage.stat("audio/big.bin")).toEqual({ sizeBytes: size });
    // The server saw a multipart upload completed (a single PUT is "ObjectCreated:Put").
    expect(events).toContain("ObjectCreated:Post audio/big.bin");
    const boundary = 8 * 1024 * 1024;
    const across = await text(await storage.read("audio/big.bin", boundary - 3, boundary + 3));
    expect(across).toEqual(bytes.subarray(boundary - 3, boundary + 4));
    await storage.remove("audio/big.bin");
    expect(await storage.stat("audio/big.bin")).toBeNull();
  }, 60_000);

  it("takes an upload through the API, serves byte ranges from the bucket and deletes it with the item", async () => {
    const { app, credentials } = booted;
    const editor = credentials.find((c) => c.role === "content_editor");
    if (!editor) throw new Error("no demo editor");
    const login = await app.request("/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: editor.email, password: editor.password }),
    });
    expect(login.status).toBe(200);
    const cookie = cookiesFrom(login.headers);

    const bytes = wav(2);
    const form = new FormData();
    for (const [key, value] of Object.entries({
      title: "Walking in the Light",
      speaker: "Pastor Samuel Mwangi",
      description: "How the Inner Light guides our choices.",
      date: "2026-11-15",
      category: "sermon",
    }))
      form.set(key, value);
    form.set("file", new File([bytes], "sermon.wav", { type: "audio/wav" }));
    const created = await app.request("/api/audio-services", {
      method: "POST",
      body: form,
      headers: { cookie },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const saved = audioServiceResponseSchema.parse(await created.json()).audioService;
    expect(saved).toMatchObject({ fileSizeBytes: bytes.length, mimeType: "audio/wav", duration: "0:02" });

    // The object is in the bucket under audio/<key>, with its type.
    const row = await booted.deps.db.query.audioServices.findFirst({
      where: (t, { eq }) => eq(t.id, saved.id),
    });
    const key = `audio/${row?.fileKey}`;
    const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    expect(head.ContentLength).toBe(bytes.length);
    expect(head.ContentType).toBe("audio/wav");

    const part = await app.request(saved.audioUrl, { headers: { range: "bytes=1000-1009" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 1000-1009/${bytes.length}`);
    expect(part.headers.get("content-length")).toBe("10");
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(1000, 1010));

    const tail = await app.request(saved.audioUrl, { headers: { range: "bytes=-4" } });
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(bytes.slice(-4));
    const whole = await app.request(saved.audioUrl);
    expect(whole.status).toBe(200);
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(bytes);

    const removed = await app.request(`/api/audio-services/${saved.id}`, {
      method: "DELETE",
      headers: { cookie },
    });
    expect(removed.status).toBe(200);
    await expect(s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).rejects.toMatchObject({
      $metadata: { httpStatusCode: 404 },
    });
    expect((await app.request(saved.audioUrl)).status).toBe(404);
  }, 60_000);
});
