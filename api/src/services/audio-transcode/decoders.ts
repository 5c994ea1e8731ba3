import { OggVorbisDecoder } from "@wasm-audio-decoders/ogg-vorbis";
import { MPEGDecoder } from "mpg123-decoder";
import { OggOpusDecoder } from "ogg-opus-decoder";
import type { PcmBlock } from "./pcm.ts";

/** A streaming decoder: bytes in, PCM out, as the file is read. */
export interface StreamDecoder {
  decode(bytes: Uint8Array): Promise<PcmBlock | null>;
  flush(): Promise<PcmBlock | null>;
  free(): void;
}

const block = (result: { channelData: Float32Array[]; samplesDecoded: number; sampleRate: number }) =>
  result.samplesDecoded > 0 ? { channels: result.channelData, sampleRate: result.sampleRate } : null;

const ascii = (bytes: Uint8Array, offset: number, text: string) =>
  [...text].every((char, i) => bytes[offset + i] === char.charCodeAt(0));

/** Whether the Ogg stream in these first bytes holds Opus (else Vorbis, the other Ogg audio we accept). */
const isOpus = (head: Uint8Array) => {
  for (let i = 0; i + 8 <= Math.min(head.length, 512); i++) if (ascii(head, i, "OpusHead")) return true;
  return false;
};

/**
 * WAV (PCM 8/16/24/32-bit or 32-bit float): the header read by hand, then the data chunk converted as
 * it streams. No library needed for the one format that is only a header and samples.
 */
function wavDecoder(): StreamDecoder {
  let header = new Uint8Array(0);
  let format: { channels: number; sampleRate: number; bits: number; float: boolean } | null = null;
  let inData = false;
  let pending = new Uint8Array(0);

  const readHeader = (): Uint8Array | null => {
    const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
    let offset = 12;
    while (offset + 8 <= header.length) {
      const id = String.fromCharCode(...header.subarray(offset, offset + 4));
      const size = view.getUint32(offset + 4, true);
      if (id === "fmt " && offset + 8 + 16 <= header.length) {
        const tag = view.getUint16(offset + 8, true);
        format = {
          channels: view.getUint16(offset + 10, true),
          sampleRate: view.getUint32(offset + 12, true),
          bits: view.getUint16(offset + 22, true),
          float: tag === 3,
        };
      }
      if (id === "data") return header.subarray(offset + 8);
      if (offset + 8 + size > header.length) return null;
      offset += 8 + size + (size % 2);
    }
    return null;
  };

  const convert = (bytes: Uint8Array): PcmBlock | null => {
    if (!format) throw new Error("WAV file without a format chunk");
    const frameBytes = (format.bits / 8) * format.channels;
    const all = new Uint8Array(pending.length + bytes.length);
    all.set(pending);
    all.set(bytes, pending.length);
    const frames = Math.floor(all.length / frameBytes);
    pending = all.slice(frames * frameBytes);
    if (frames === 0) return null;
    const view = new DataView(all.buffer, all.byteOffset, frames * frameBytes);
    const channels = Array.from({ length: format.channels }, () => new Float32Array(frames));
    const size = format.bits / 8;
    for (let f = 0; f < frames; f++) {
      for (let c = 0; c < format.channels; c++) {
        const at = f * frameBytes + c * size;
        const value =
          format.float && size === 4
            ? view.getFloat32(at, true)
            : size === 1
              ? (view.getUint8(at) - 128) / 128
              : size === 2
                ? view.getInt16(at, true) / 0x8000
                : size === 3
                  ? (view.getUint8(at) | (view.getUint8(at + 1) << 8) | (view.getInt8(at + 2) << 16)) /
                    0x800000
                  : view.getInt32(at, true) / 0x80000000;
        (channels[c] as Float32Array)[f] = value;
      }
    }
    return { channels, sampleRate: format.sampleRate };
  };

  return {
    async decode(bytes) {
      if (inData) return convert(bytes);
      const joined = new Uint8Array(header.length + bytes.length);
      joined.set(header);
      joined.set(bytes, header.length);
      header = joined;
      const data = readHeader();
      if (!data) return null;
      inData = true;
      return convert(data);
    },
    flush: async () => null,
    free() {},
  };
}

/** The decoder for a file's first bytes, or null for formats we cannot decode (AAC in M4A, WebM). */
export async function decoderFor(head: Uint8Array): Promise<StreamDecoder | null> {
  if (ascii(head, 0, "RIFF") && ascii(head, 8, "WAVE")) return wavDecoder();
  if (ascii(head, 0, "ID3") || (head[0] === 0xff && ((head[1] ?? 0) & 0xe6) === 0xe2)) {
    const mpeg = new MPEGDecoder();
    await mpeg.ready;
    return {
      decode: async (bytes) => block(mpeg.decode(bytes)),
      flush: async () => null,
      free: () => mpeg.free(),
    };
  }
  if (ascii(head, 0, "OggS")) {
    const ogg = isOpus(head) ? new OggOpusDecoder() : new OggVorbisDecoder();
    await ogg.ready;
    return {
      decode: async (bytes) => block(await ogg.decode(bytes)),
      flush: async () => block(await ogg.flush()),
      free: () => void ogg.free(),
    };
  }
  return null;
}
