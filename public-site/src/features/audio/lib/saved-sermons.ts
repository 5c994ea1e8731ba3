import type { AudioService } from "@church/contracts";
import { cacheNames } from "../../../service-worker/offline-rules.ts";

// Sermons saved for offline: their recordings in Cache Storage, under the cache the service worker
// plays them from (`cacheNames.savedAudio`, src/service-worker/offline-rules.ts), kept until the
// visitor removes them.

export interface SavedSermon {
  url: string;
  bytes: number;
}

/** Whether this browser can keep files (Cache Storage needs a secure origin). */
export const canSaveOffline = (): boolean => typeof caches !== "undefined";

/** The recording to keep: the light one with data saver on (when there is one), else the full one. */
export const recordingToSave = (item: AudioService, dataSaver: boolean): string =>
  dataSaver && item.lowBitrateUrl ? item.lowBitrateUrl : item.audioUrl;

const recordings = (item: AudioService) => [item.audioUrl, item.lowBitrateUrl].filter((url) => url !== null);

async function sizeOf(response: Response): Promise<number> {
  const length = Number(response.headers.get("content-length"));
  return length > 0 ? length : (await response.blob()).size;
}

/** The saved recording of a sermon, if any. */
export async function findSaved(item: AudioService): Promise<SavedSermon | null> {
  const cache = await caches.open(cacheNames.savedAudio);
  for (const url of recordings(item)) {
    const response = await cache.match(url, { ignoreSearch: true });
    if (response) return { url, bytes: await sizeOf(response) };
  }
  return null;
}

/** Downloads the recording whole and keeps it; asks the browser not to clear it when space runs low. */
export async function saveSermon(url: string): Promise<SavedSermon> {
  const response = await fetch(url, { credentials: "same-origin" });
  if (response.status !== 200) throw new Error(`The recording answered ${response.status}`);
  const cache = await caches.open(cacheNames.savedAudio);
  await cache.put(url, response.clone());
  void navigator.storage?.persist?.().catch(() => false);
  return { url, bytes: await sizeOf(response) };
}

/** Removes every saved recording of the sermon. */
export async function removeSaved(item: AudioService): Promise<void> {
  const cache = await caches.open(cacheNames.savedAudio);
  await Promise.all(recordings(item).map((url) => cache.delete(url, { ignoreSearch: true })));
}
