import { Worker } from "node:worker_threads";
import { type LowBitrateSettings, UndecodableAudioError } from "./encode-mp3.ts";

export {
  type LowBitrateSettings,
  lowBitrateLadder,
  settingsFor,
  UndecodableAudioError,
} from "./encode-mp3.ts";

/**
 * Encodes the light copy in a worker thread (transcode-worker.mjs loads the TypeScript) and
 * resolves when the file is written.
 */
export function transcodeInWorker(
  input: string,
  output: string,
  settings: LowBitrateSettings,
): Promise<{ seconds: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./transcode-worker.mjs", import.meta.url), {
      workerData: { input, output, settings },
    });
    let answered = false;
    worker.once(
      "message",
      (answer: { ok: boolean; seconds?: number; undecodable?: boolean; message?: string }) => {
        answered = true;
        if (answer.ok) resolve({ seconds: answer.seconds ?? 0 });
        else
          reject(answer.undecodable ? new UndecodableAudioError(answer.message) : new Error(answer.message));
      },
    );
    worker.once("error", (error) => {
      answered = true;
      reject(error);
    });
    worker.once("exit", (code) => {
      if (!answered) reject(new Error(`the transcoding worker stopped (exit code ${code})`));
    });
  });
}
