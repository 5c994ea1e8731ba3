/**
 * The worker thread that encodes a light copy, so a long sermon's minutes of encoding never block the
 * API's event loop. Started by low-bitrate.ts with the paths and settings; answers once and exits.
 */
import { parentPort, workerData } from "node:worker_threads";
import { encodeLowBitrate, type LowBitrateSettings, UndecodableAudioError } from "./encode-mp3.ts";

const { input, output, settings } = workerData as {
  input: string;
  output: string;
  settings: LowBitrateSettings;
};

encodeLowBitrate(input, output, settings).then(
  (result) => parentPort?.postMessage({ ok: true, seconds: result.seconds }),
  (error: unknown) =>
    parentPort?.postMessage({
      ok: false,
      undecodable: error instanceof UndecodableAudioError,
      message: error instanceof Error ? error.message : String(error),
    }),
);
