import { Mp3Encoder } from "@breezystack/lamejs";
import { audioServiceResponseSchema, audioServicesResponseSchema } from "@church/contracts";
import { eq } from "drizzle-orm";
import { MPEGDecoder } from "mpg123-decoder";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { audioServices, jobs } from "../../db/schema.ts";
import { getTestApp, signIn, testDriver, truncate } from "../../test/test-app.ts";
import { jobHandlers } from "../jobs/background.ts";
import { drainJobs } from "../jobs/jobs.ts";

const RATE = 44_100;

/** Speech-like test audio: a wavering voice-range tone with some hiss, `seconds` long, stereo. */
function voice(seconds: number): [Int16Array, Int16Array] {
  const n = RATE * seconds;
  const left = new Int16Array(n);
  const right = new Int16Array(n);
  let seed = 7;
  for (let i = 0; i < n; i++) {
    const t = i / RATE;
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    const v =
      0.3 * Math.sin(2 * Math.PI * 180 * t * (1 + 0.1 * Math.sin(3 * t))) +
      0.1 * Math.sin(2 * Math.PI * 900 * t) +
      0.03 * (seed / 0x7fffffff - 0.5);
    left[i] = v * 20_000;
    right[i] = v * 18_000;
  }
  return [left, right];
}

/** A 128 kbps stereo MP3, as a sermon recorder would make it. */
function mp3(seconds: number): Uint8Array {
  const [left, right] = voice(seconds);
  const encoder = new Mp3Encoder(2, RATE, 128);
  const parts: Buffer[] = [];
  const add = (bytes: ArrayBufferView) =>
    parts.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  for (let i = 0; i < left.length; i += 1152)
    add(encoder.encodeBuffer(left.subarray(i, i + 1152), right.subarray(i, i + 1152)));
  add(encoder.flush());
  return new Uint8Array(Buffer.concat(parts));
}

/** A 16-bit stereo WAV at 44.1 kHz. */
function wav(seconds: number): Uint8Array {
  const [left, right] = voice(seconds);
  const buffer = Buffer.alloc(44 + left.length * 4);
  buffer.write("RIFF", 0, "ascii");
  buffer.writeUInt32LE(36 + left.length * 4, 4);
  buffer.write("WAVEfmt ", 8, "ascii");
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(2, 22);
  buffer.writeUInt32LE(RATE, 24);
  buffer.writeUInt32LE(RATE * 4, 28);
  buffer.writeUInt16LE(4, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write("data", 36, "ascii");
  buffer.writeUInt32LE(left.length * 4, 40);
  for (let i = 0; i < left.length; i++) {
    buffer.writeInt16LE(left[i] ?? 0, 44 + i * 4);
    buffer.writeInt16LE(right[i] ?? 0, 46 + i * 4);
  }
  return new Uint8Array(buffer);
}

describe(`low-bitrate copies of uploaded sermons [${testDriver}]`, () => {
  let editor: string;
  beforeAll(async () => {
    editor = await signIn("content_editor");
  });
  beforeEach(() => truncate("audio_services", "jobs"));

  async function upload(
    bytes: Uint8Array,
    name: string,
    type: string,
    method = "POST",
    path = "/api/audio-services",
  ) {
    const { app } = await getTestApp();
    const form = new FormData();
    for (const [key, value] of Object.entries({
      title: "Walking in the Light",
      speaker: "Pastor Samuel Mwangi",
      description: "How the Inner Light guides our choices.",
      date: "2026-11-15",
    }))
      form.set(key, value);
    form.set("file", new File([bytes], name, { type }));
    const response = await app.request(path, { method, body: form, headers: { cookie: editor } });
    expect(response.status).toBeLessThan(300);
    return audioServiceResponseSchema.parse(await response.json()).audioService;
  }
  const runJobs = async () => {
    const { deps } = await getTestApp();
    await drainJobs(deps.db, jobHandlers(deps));
  };
  const listed = async (id: string) => {
    const { app } = await getTestApp();
    const { audioServices: all } = audioServicesResponseSchema.parse(
      await (await app.request("/api/audio-services")).json(),
    );
    return all.find((a) => a.id === id);
  };

  it("makes a mono MP3 of at most a quarter of the original's size in the job queue, served with ranges", async () => {
    const original = mp3(10);
    const uploaded = await upload(original, "sermon.mp3", "audio/mpeg");
    // The upload answers before any encoding: the copy is the job's work.
    expect(uploaded.lowBitrateUrl).toBeNull();
    const { deps, app } = await getTestApp();
    expect(await deps.db.select({ kind: jobs.kind, status: jobs.status }).from(jobs)).toEqual([
      { kind: "audio.low_bitrate", status: "pending" },
    ]);

    await runJobs();
    const ready = await listed(uploaded.id);
    expect(ready?.lowBitrateUrl).toBe(`/api/audio-services/${uploaded.id}/low-bitrate`);
    const lowBytes = ready?.lowBitrateSizeBytes ?? Number.POSITIVE_INFINITY;
    expect(lowBytes).toBeGreaterThan(0);
    expect(lowBytes * 4).toBeLessThanOrEqual(original.length);

    const [row] = await deps.db.select().from(audioServices).where(eq(audioServices.id, uploaded.id));
    expect((await deps.storage.stat(`audio/${row?.lowFileKey}`))?.sizeBytes).toBe(lowBytes);

    const whole = await app.request(ready?.lowBitrateUrl ?? "");
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("audio/mpeg");
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    const file = new Uint8Array(await whole.arrayBuffer());
    expect(file.length).toBe(lowBytes);
    const part = await app.request(ready?.lowBitrateUrl ?? "", { headers: { range: "bytes=100-199" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 100-199/${lowBytes}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(file.subarray(100, 200));

    // It is the same recording: mono, the whole length, and not silence.
    const decoder = new MPEGDecoder();
    await decoder.ready;
    const decoded = decoder.decode(file);
    decoder.free();
    // The frame header's channel mode is mono (mpg123 hands mono out as two equal channels).
    const sync = file.findIndex((byte, i) => byte === 0xff && ((file[i + 1] ?? 0) & 0xe0) === 0xe0);
    expect((file[sync + 3] ?? 0) >> 6).toBe(0b11);
    expect(decoded.sampleRate).toBe(16_000);
    expect(Math.abs(decoded.samplesDecoded / decoded.sampleRate - 10)).toBeLessThan(0.2);
    const samples = decoded.channelData[0] ?? new Float32Array(0);
    const rms = Math.sqrt(samples.reduce((sum, s) => sum + s * s, 0) / samples.length);
    expect(rms).toBeGreaterThan(0.1);
  });

  it("makes one from a WAV upload too, replaces it with a new file and removes it with the sermon", async () => {
    const { deps, app } = await getTestApp();
    const uploaded = await upload(wav(5), "sermon.wav", "audio/wav");
    await runJobs();
    const [first] = await deps.db.select().from(audioServices).where(eq(audioServices.id, uploaded.id));
    expect(first?.lowFileKey).toMatch(/\.low\.mp3$/);
    expect((first?.lowFileSizeBytes ?? 0) * 4).toBeLessThanOrEqual(first?.fileSizeBytes ?? 0);

    const replaced = await upload(
      mp3(6),
      "new.mp3",
      "audio/mpeg",
      "PUT",
      `/api/audio-services/${uploaded.id}`,
    );
    expect(replaced.lowBitrateUrl).toBeNull();
    expect(await deps.storage.stat(`audio/${first?.lowFileKey}`)).toBeNull();
    expect((await app.request(`/api/audio-services/${uploaded.id}/low-bitrate`)).status).toBe(404);
    await runJobs();
    const [second] = await deps.db.select().from(audioServices).where(eq(audioServices.id, uploaded.id));
    expect(second?.lowFileKey).toBeTruthy();
    expect(second?.lowFileKey).not.toBe(first?.lowFileKey);

    const removed = await app.request(`/api/audio-services/${uploaded.id}`, {
      method: "DELETE",
      headers: { cookie: editor },
    });
    expect(removed.status).toBe(200);
    expect(await deps.storage.stat(`audio/${second?.lowFileKey}`)).toBeNull();
  });

  it("leaves formats it cannot decode (M4A) with the original only", async () => {
    const m4a = new Uint8Array(4096);
    m4a.set(Buffer.from("\0\0\0\x20ftypM4A ", "binary"));
    const uploaded = await upload(m4a, "sermon.m4a", "audio/mp4");
    await runJobs();
    const { deps } = await getTestApp();
    expect((await listed(uploaded.id))?.lowBitrateUrl).toBeNull();
    expect((await deps.db.select({ status: jobs.status }).from(jobs))[0]?.status).toBe("done");
  });
});
