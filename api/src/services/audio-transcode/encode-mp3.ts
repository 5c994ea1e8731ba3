import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { Mp3Encoder } from "@breezystack/lamejs";
import { decoderFor } from "./decoders.ts";
import { createResampler, downmix, toInt16 } from "./pcm.ts";

/** The light copy's settings: a bitrate of MPEG-2 Layer III and the sample rate that suits it. */
export interface LowBitrateSettings {
  kbps: number;
  sampleRate: number;
}

/** MPEG-2 / 2.5 Layer III pairs, best first: 32 kbps at 22.05 kHz is clear speech on a phone. */
export const lowBitrateLadder: readonly LowBitrateSettings[] = [
  { kbps: 32, sampleRate: 22_050 },
  { kbps: 24, sampleRate: 16_000 },
  { kbps: 16, sampleRate: 11_025 },
  { kbps: 8, sampleRate: 8_000 },
];

/**
 * The best rung whose file is at most a quarter of the original's size (with a little room for
 * frame headers), or null when the original is already lighter than that.
 */
export function settingsFor(
  originalBytes: number,
  durationSeconds: number | null,
): LowBitrateSettings | null {
  if (!durationSeconds || durationSeconds <= 0) return lowBitrateLadder[0] ?? null;
  const originalKbps = (originalBytes * 8) / durationSeconds / 1000;
  return lowBitrateLadder.find((rung) => rung.kbps <= (originalKbps / 4) * 0.97) ?? null;
}

export class UndecodableAudioError extends Error {}

/**
 * Decodes `input` as it is read (MP3, WAV, Ogg Opus or Vorbis), mixes it to mono, lowers its sample
 * rate and encodes MP3 at a constant low bitrate into `output`. Memory stays small whatever the length:
 * nothing holds more than one read chunk of audio. MP3 because every browser and phone plays it.
 */
export async function encodeLowBitrate(input: string, output: string, settings: LowBitrateSettings) {
  const file = createReadStream(input, { highWaterMark: 256 * 1024 });
  const out = createWriteStream(output);
  const encoder = new Mp3Encoder(1, settings.sampleRate, settings.kbps);
  let decoder: Awaited<ReturnType<typeof decoderFor>> | undefined;
  let resample: ((samples: Float32Array) => Float32Array) | null = null;
  let seconds = 0;
  // lamejs answers Int8Array in some builds: the stream takes its bytes as they are.
  const write = async (encoded: ArrayBufferView) => {
    const bytes = Buffer.from(encoded.buffer, encoded.byteOffset, encoded.byteLength);
    if (bytes.length > 0 && !out.write(bytes)) await once(out, "drain");
  };
  const encode = async (block: Awaited<ReturnType<NonNullable<typeof decoder>["decode"]>>) => {
    if (!block) return;
    resample ??= createResampler(block.sampleRate, settings.sampleRate);
    const samples = resample(downmix(block.channels));
    seconds += samples.length / settings.sampleRate;
    await write(encoder.encodeBuffer(toInt16(samples)));
  };
  try {
    for await (const chunk of file) {
      const bytes = new Uint8Array(chunk as Buffer);
      decoder ??= await decoderFor(bytes);
      if (!decoder) throw new UndecodableAudioError("this audio format cannot be decoded here");
      await encode(await decoder.decode(bytes));
    }
    if (decoder) await encode(await decoder.flush());
    await write(encoder.flush());
    out.end();
    await once(out, "finish");
    return { seconds };
  } finally {
    decoder?.free();
    file.destroy();
    if (!out.writableFinished) out.destroy();
  }
}
