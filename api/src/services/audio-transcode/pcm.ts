/** One block of decoded audio: one Float32Array per channel, samples in -1..1. */
export interface PcmBlock {
  channels: Float32Array[];
  sampleRate: number;
}

/** The average of the channels: speech loses nothing in mono, and the file halves. */
export function downmix(channels: readonly Float32Array[]): Float32Array {
  const [first] = channels;
  if (!first) return new Float32Array(0);
  if (channels.length === 1) return first;
  const mono = new Float32Array(first.length);
  for (const channel of channels)
    for (let i = 0; i < mono.length; i++) mono[i] = (mono[i] ?? 0) + (channel[i] ?? 0);
  for (let i = 0; i < mono.length; i++) mono[i] = (mono[i] ?? 0) / channels.length;
  return mono;
}

/**
 * A streaming sample-rate converter for going down (44.1 or 48 kHz to 22.05 or 16 kHz): each output
 * sample is the mean of the input samples around its position, a box low-pass that keeps the high
 * frequencies the lower rate cannot hold from folding back as noise. Good enough for speech.
 */
export function createResampler(inRate: number, outRate: number) {
  const step = inRate / outRate;
  const half = Math.max(step / 2, 0.5);
  let carry = new Float32Array(0);
  let position = 0;
  return (input: Float32Array): Float32Array => {
    const data = new Float32Array(carry.length + input.length);
    data.set(carry);
    data.set(input, carry.length);
    const out: number[] = [];
    while (position + half < data.length) {
      const from = Math.max(0, Math.floor(position - half));
      const to = Math.min(data.length, Math.max(from + 1, Math.ceil(position + half)));
      let sum = 0;
      for (let i = from; i < to; i++) sum += data[i] ?? 0;
      out.push(sum / (to - from));
      position += step;
    }
    const keep = Math.max(0, Math.floor(position - half) - 1);
    carry = data.slice(keep);
    position -= keep;
    return Float32Array.from(out);
  };
}

/** -1..1 floats to 16-bit samples for the MP3 encoder. */
export function toInt16(samples: Float32Array): Int16Array {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i] ?? 0));
    out[i] = s < 0 ? s * 0x8000 : s * 0x7fff;
  }
  return out;
}
