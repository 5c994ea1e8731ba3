import { existsSync } from "node:fs";
import { join } from "node:path";
import {
  apiErrorSchema,
  audioMessages,
  audioServiceResponseSchema,
  audioServicesResponseSchema,
} from "@church/contracts";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { audioServices } from "../../db/schema.ts";
import { call, getTestApp, signIn, testDriver, truncate } from "../../test/test-app.ts";
import { parseRange } from "./audio-services.handlers.ts";

/** A silent mono 8-bit WAV of the given length (8000 samples a second). */
function wav(seconds: number): Uint8Array {
  const rate = 8000;
  const data = rate * seconds;
  const buffer = Buffer.alloc(44 + data, 0x80);
  buffer.write("RIFF", 0, "ascii");
  buffer.writeUInt32LE(36 + data, 4);
  buffer.write("WAVE", 8, "ascii");
  buffer.write("fmt ", 12, "ascii");
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(rate, 24);
  buffer.writeUInt32LE(rate, 28); // bytes per second
  buffer.writeUInt16LE(1, 32);
  buffer.writeUInt16LE(8, 34);
  buffer.write("data", 36, "ascii");
  buffer.writeUInt32LE(data, 40);
  return new Uint8Array(buffer);
}

const fields = {
  title: "Walking in the Light",
  speaker: "Pastor Samuel Mwangi",
  description: "How the Inner Light guides our choices.",
  date: "2026-11-15",
  category: "sermon",
};

/** Sends a multipart form as the admin portal does. */
async function send(
  method: "POST" | "PUT",
  path: string,
  cookie: string | undefined,
  values: Record<string, string>,
  file?: { bytes: Uint8Array; name: string; type: string },
) {
  const { app } = await getTestApp();
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  if (file) form.set("file", new File([file.bytes], file.name, { type: file.type }));
  const response = await app.request(path, { method, body: form, headers: cookie ? { cookie } : {} });
  const body = (await response.json()) as unknown;
  if (response.status >= 400) expect(apiErrorSchema.safeParse(body).success).toBe(true);
  return { status: response.status, body };
}

describe(`audio sermons [${testDriver}]`, () => {
  let editor: string;
  beforeAll(async () => {
    editor = await signIn("content_editor");
  });
  beforeEach(async () => {
    await truncate("audio_services");
  });

  const upload = async (seconds = 3) => {
    const result = await send("POST", "/api/audio-services", editor, fields, {
      bytes: wav(seconds),
      name: "sermon.wav",
      type: "audio/wav",
    });
    expect(result.status).toBe(201);
    return audioServiceResponseSchema.parse(result.body).audioService;
  };

  it("uploads a recording, reading its size, type and length from the file", async () => {
    const anonymous = await send("POST", "/api/audio-services", undefined, fields, {
      bytes: wav(1),
      name: "a.wav",
      type: "audio/wav",
    });
    expect(anonymous.status).toBe(401);
    const saved = await upload(3);
    expect(saved).toMatchObject({
      ...fields,
      duration: "0:03",
      fileSizeBytes: 44 + 3 * 8000,
      mimeType: "audio/wav",
      audioUrl: `/api/audio-services/${saved.id}/file`,
    });
    const list = audioServicesResponseSchema.parse((await call("GET", "/api/audio-services")).body);
    expect(list.audioServices.map((a) => a.id)).toEqual([saved.id]);
  });

  it("accepts a recording larger than the 1 MB limit of ordinary calls", async () => {
    const saved = await upload(300); // 2.4 MB of audio
    expect(saved).toMatchObject({ duration: "5:00", fileSizeBytes: 44 + 300 * 8000 });
  });

  it("serves the file with byte ranges so players can seek, and as a download", async () => {
    const saved = await upload(1);
    const { app } = await getTestApp();
    const whole = await app.request(saved.audioUrl);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(whole.headers.get("content-type")).toBe("audio/wav");
    expect((await whole.arrayBuffer()).byteLength).toBe(8044);

    const part = await app.request(saved.audioUrl, { headers: { range: "bytes=0-3" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 0-3/8044");
    expect(new TextDecoder().decode(await part.arrayBuffer())).toBe("RIFF");
    const tail = await app.request(saved.audioUrl, { headers: { range: "bytes=-4" } });
    expect(tail.headers.get("content-range")).toBe("bytes 8040-8043/8044");

    const outside = await call("GET", saved.audioUrl, { headers: { range: "bytes=9000-" } });
    expect(outside.status).toBe(416);

    const download = await app.request(saved.downloadUrl);
    expect(download.headers.get("content-disposition")).toBe(
      'attachment; filename="walking-in-the-light.wav"',
    );
  });

  it("refuses a file that is not audio, whatever its name and declared type, and writes nothing", async () => {
    const fake = await send("POST", "/api/audio-services", editor, fields, {
      bytes: new TextEncoder().encode("<html><script>alert(1)</script></html>"),
      name: "sermon.mp3",
      type: "audio/mpeg",
    });
    expect(fake.status).toBe(400);
    expect(fake.body).toMatchObject({ error: { fields: { file: audioMessages.fileType } } });
    const declared = await send("POST", "/api/audio-services", editor, fields, {
      bytes: wav(1),
      name: "notes.txt",
      type: "text/plain",
    });
    expect(declared.body).toMatchObject({ error: { fields: { file: audioMessages.fileType } } });
    const missing = await send("POST", "/api/audio-services", editor, { ...fields, title: "" });
    expect(missing.status).toBe(400);
    expect(Object.keys((missing.body as { error: { fields: object } }).error.fields)).toEqual(
      expect.arrayContaining(["title", "file"]),
    );
    expect(
      audioServicesResponseSchema.parse((await call("GET", "/api/audio-services")).body).audioServices,
    ).toEqual([]);
  });

  it("edits the details without a new file, replaces the file with one, and deletes the file with the item", async () => {
    const saved = await upload(2);
    const { deps } = await getTestApp();
    const keyOf = async () =>
      (await deps.db.select().from(audioServices).where(eq(audioServices.id, saved.id)))[0]?.fileKey ?? "";
    const firstKey = await keyOf();
    const dir = join(deps.env.DATA_DIR, "uploads", "audio");
    expect(existsSync(join(dir, firstKey))).toBe(true);

    const edited = await send("PUT", `/api/audio-services/${saved.id}`, editor, {
      ...fields,
      title: "New Title",
    });
    expect(edited.status).toBe(200);
    expect(audioServiceResponseSchema.parse(edited.body).audioService).toMatchObject({
      title: "New Title",
      duration: "0:02",
      fileSizeBytes: saved.fileSizeBytes,
    });
    expect(await keyOf()).toBe(firstKey);

    const replaced = await send("PUT", `/api/audio-services/${saved.id}`, editor, fields, {
      bytes: wav(5),
      name: "longer.wav",
      type: "audio/wav",
    });
    expect(audioServiceResponseSchema.parse(replaced.body).audioService.duration).toBe("0:05");
    const secondKey = await keyOf();
    expect(secondKey).not.toBe(firstKey);
    expect(existsSync(join(dir, firstKey))).toBe(false);

    expect((await call("DELETE", `/api/audio-services/${saved.id}`)).status).toBe(401);
    expect((await call("DELETE", `/api/audio-services/${saved.id}`, { cookie: editor })).status).toBe(200);
    expect(existsSync(join(dir, secondKey))).toBe(false);
    expect((await call("GET", saved.audioUrl)).status).toBe(404);
    expect((await call("DELETE", `/api/audio-services/${saved.id}`, { cookie: editor })).status).toBe(404);
  });

  it("keeps a draft sermon and its recording from visitors until it is published", async () => {
    const result = await send(
      "POST",
      "/api/audio-services",
      editor,
      { ...fields, status: "draft" },
      {
        bytes: wav(1),
        name: "draft.wav",
        type: "audio/wav",
      },
    );
    expect(result.status).toBe(201);
    const draft = audioServiceResponseSchema.parse(result.body).audioService;
    expect(draft).toMatchObject({ status: "draft", publishedAt: null });
    const publicIds = async () =>
      audioServicesResponseSchema
        .parse((await call("GET", "/api/audio-services")).body)
        .audioServices.map((a) => a.id);
    expect(await publicIds()).not.toContain(draft.id);
    expect((await call("GET", draft.audioUrl)).status).toBe(404);
    const staffFile = await call("GET", draft.audioUrl, { cookie: editor });
    expect(staffFile.status).toBe(200);
    expect(staffFile.headers.get("cache-control")).toBe("private, no-store");
    const adminList = await call("GET", "/api/admin/audio-services", { cookie: editor });
    expect(audioServicesResponseSchema.parse(adminList.body).audioServices.map((a) => a.id)).toContain(
      draft.id,
    );

    const published = await call("PUT", `/api/audio-services/${draft.id}/status`, {
      cookie: editor,
      body: { status: "published" },
    });
    expect(published.status).toBe(200);
    expect(await publicIds()).toContain(draft.id);
    expect((await call("GET", draft.audioUrl)).status).toBe(200);
    const again = await call("PUT", `/api/audio-services/${draft.id}/status`, {
      cookie: editor,
      body: { status: "published" },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { fields: { status: expect.any(String) } } });
  });

  it("answers 404 for the file of a sermon without a recording", async () => {
    const { deps } = await getTestApp();
    const [row] = await deps.db
      .insert(audioServices)
      .values({ ...fields, category: "sermon", durationSeconds: 1122 })
      .returning();
    const list = audioServicesResponseSchema.parse((await call("GET", "/api/audio-services")).body);
    expect(list.audioServices[0]).toMatchObject({ duration: "18:42", fileSizeBytes: null });
    expect((await call("GET", `/api/audio-services/${row?.id}/file`)).status).toBe(404);
  });
});

describe("byte ranges", () => {
  it("reads single ranges and refuses unsatisfiable ones", () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange("bytes=10-19", 100)).toEqual({ start: 10, end: 19 });
    expect(parseRange("bytes=90-", 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange("bytes=90-500", 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange("bytes=-10", 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange("bytes=100-", 100)).toBe("invalid");
    expect(parseRange("bytes=5-2", 100)).toBe("invalid");
    expect(parseRange("items=0-1", 100)).toBe("invalid");
  });
});
