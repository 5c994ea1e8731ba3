import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { audioServices } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import { settingsFor, transcodeInWorker, UndecodableAudioError } from "../audio-transcode/low-bitrate.ts";
import { enqueueJob, type JobHandler } from "../jobs/jobs.ts";
import { type AudioStorage, createAudioStorage } from "./audio-storage.ts";

export const AUDIO_LOW_BITRATE_JOB = "audio.low_bitrate";

/** Queues the light copy of a just-stored recording (call it in the transaction that stored it). */
export const queueLowBitrate = (db: Db, audioServiceId: string, fileKey: string) =>
  enqueueJob(db, AUDIO_LOW_BITRATE_JOB, { audioServiceId, fileKey }, { maxAttempts: 3 });

/**
 * Makes the light copy of one recording: copies it from storage to a temporary folder, encodes it in a
 * worker thread, and stores it only if it is at most a quarter of the original's size. A recording
 * replaced or deleted meanwhile keeps nothing of this run.
 */
export function lowBitrateJob(
  deps: AppDeps,
  storage: AudioStorage = createAudioStorage(deps.storage),
): JobHandler {
  const { db, logger } = deps;
  return async (payload) => {
    const id = String(payload.audioServiceId);
    const fileKey = String(payload.fileKey);
    const [row] = await db.select().from(audioServices).where(eq(audioServices.id, id));
    if (row?.fileKey !== fileKey || row.lowFileKey) return;
    const originalBytes = row.fileSizeBytes ?? (await storage.size(fileKey)) ?? 0;
    const settings = settingsFor(originalBytes, row.durationSeconds);
    if (!settings) {
      logger.info({ audioService: id }, "recording already light: no low-bitrate copy made");
      return;
    }
    const folder = await mkdtemp(join(tmpdir(), "church-low-bitrate-"));
    try {
      const input = join(folder, "original");
      const output = join(folder, "low.mp3");
      await storage.download(fileKey, input);
      const started = Date.now();
      try {
        await transcodeInWorker(input, output, settings);
      } catch (error) {
        if (!(error instanceof UndecodableAudioError)) throw error;
        logger.info(
          { audioService: id, mimeType: row.mimeType },
          "no low-bitrate copy: format not decodable here",
        );
        return;
      }
      const lowBytes = (await stat(output)).size;
      if (lowBytes === 0 || lowBytes * 4 > originalBytes) {
        logger.warn(
          { audioService: id, lowBytes, originalBytes },
          "low-bitrate copy not smaller than a quarter: dropped",
        );
        return;
      }
      const lowKey = await storage.saveLowBitrate(fileKey, output);
      const [updated] = await db
        .update(audioServices)
        .set({ lowFileKey: lowKey, lowFileSizeBytes: lowBytes })
        .where(and(eq(audioServices.id, id), eq(audioServices.fileKey, fileKey)))
        .returning({ id: audioServices.id });
      if (!updated) await storage.remove(lowKey);
      logger.info(
        { audioService: id, kbps: settings.kbps, originalBytes, lowBytes, ms: Date.now() - started },
        "low-bitrate copy made",
      );
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  };
}
