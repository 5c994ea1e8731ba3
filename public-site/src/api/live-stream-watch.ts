import type { DehydratedState } from "@tanstack/react-query";
import { liveStreamChanged } from "./live-stream-event.ts";

/** The API's address of the stream status (contracts' routes.liveStream.status, whose zod stays out). */
export const liveStreamPath = "/api/live-stream";

interface Status {
  isLive: boolean;
  youtubeStreamId: string | null;
  viewerCount: number;
  nextStreamTime: string;
  updatedAt: string;
  changesAt: string | null;
}

/** What the stream parts draw from a status (a change of title or text changes `updatedAt`). */
const drawn = (status: Status | undefined) =>
  status
    ? [
        status.isLive,
        status.youtubeStreamId,
        status.viewerCount,
        status.nextStreamTime,
        status.updatedAt,
      ].join()
    : "";

/** As the live stream query (api/live-stream.ts): at the switch the answer names, and every minute. */
const untilNextCheck = (status: Status | undefined) => {
  const untilSwitch = status?.changesAt
    ? Date.parse(status.changesAt) - Date.now() + 1_000
    : Number.POSITIVE_INFINITY;
  return Math.max(1_000, Math.min(60_000, untilSwitch));
};

/**
 * Without React, checks the stream's status as the pages of the whole app do (every minute, and at its
 * next switch), and once it is no longer what the page's stream parts show sends `liveStreamChanged`:
 * those islands wake on it (`wakeOn`) and their own query takes over from then.
 */
export function watchLiveStream(queries: DehydratedState): void {
  const known = queries.queries.find((query) => query.queryKey[0] === "live-stream")?.state.data as
    | Status
    | undefined;
  const check = async () => {
    let status = known;
    try {
      const response = await fetch(liveStreamPath, { headers: { accept: "application/json" } });
      if (response.ok) status = (await response.json()) as Status;
    } catch {
      // Offline: the page stays as it is and asks again.
    }
    if (drawn(status) !== drawn(known)) dispatchEvent(new Event(liveStreamChanged));
    else setTimeout(check, untilNextCheck(status));
  };
  setTimeout(check, untilNextCheck(known));
}
