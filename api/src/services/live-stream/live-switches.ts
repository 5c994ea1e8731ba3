import { liveStateAt } from "@church/contracts";
import type { Db } from "../../db/client.ts";
import { liveStream } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";

type LiveStreamRow = typeof liveStream.$inferSelect;

/** Live or not at `now`, from the weekly schedule and any override still in force (decision 035). */
export const liveStateOf = (row: LiveStreamRow, now = Date.now()) =>
  liveStateAt(
    row.schedule,
    { override: row.override, overrideUntil: row.overrideUntil?.toISOString() ?? null },
    now,
  );

/** When the stream's state may next change, by the row in the database (null: nothing scheduled). */
export async function nextLiveSwitch(db: Db, now = Date.now()): Promise<number | null> {
  const [row] = await db.select().from(liveStream).limit(1);
  return row ? liveStateOf(row, now).changesAt : null;
}

/** setTimeout's longest wait; a later switch is re-checked then. */
const longestWait = 6 * 60 * 60_000;

/**
 * Drops this instance's kept reads and pages at each moment the live stream switches by the clock (a
 * scheduled start or end, an override running out), so a kept "/live-stream" or home page never shows
 * "LIVE" after the stream ended, nor the archive once it started. Every instance runs its own timer;
 * a change by staff reaches every instance as a write does, and re-arms the timer here.
 * Answers the stop function.
 */
export function followLiveSwitches(
  { db, logger }: Pick<AppDeps, "db" | "logger">,
  cache: { invalidate: () => void; onInvalidate: (listener: () => void) => () => void },
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let arming = 0;
  const arm = async () => {
    const mine = ++arming;
    try {
      const at = await nextLiveSwitch(db);
      if (stopped || mine !== arming) return;
      if (timer) clearTimeout(timer);
      timer = undefined;
      if (at === null) return;
      const wait = Math.min(Math.max(at - Date.now(), 0) + 250, longestWait);
      const due = at - Date.now() + 250 <= longestWait;
      timer = setTimeout(() => {
        // The invalidation re-arms through onInvalidate; a long wait that is not yet due only re-arms.
        if (due) cache.invalidate();
        else void arm();
      }, wait);
      timer.unref?.();
    } catch (error) {
      logger.error({ err: error }, "live stream: could not read the next switch time");
    }
  };
  const unfollow = cache.onInvalidate(() => void arm());
  void arm();
  return () => {
    stopped = true;
    unfollow();
    if (timer) clearTimeout(timer);
  };
}
