import { type endpoints, publishedChangesEvents, publishedChangesKeepAliveMs } from "@church/contracts";
import { streamSSE } from "hono/streaming";
import { HttpError } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import type { ReadCache } from "../../read-cache/read-cache.ts";

/** Where the changes come from: the read cache's invalidations (this instance's writes and, by NOTIFY, the others'). */
export type PublishedChanges = Pick<ReadCache, "onInvalidate">;

/**
 * The stream the public site's own servers follow to drop their rendered pages (decision 012). It
 * tells that something changed, never what: a page may show any published data, and every change
 * is already visible by reading the public API.
 */
export function createPublishedChangesHandlers(changes: PublishedChanges | undefined, readCacheMs: number) {
  const stream: Handler<typeof endpoints.publishedChanges.stream> = ({ c }) => {
    if (!changes) {
      // Without a read cache no write is announced: a follower must not believe nothing changes.
      throw new HttpError(
        "unavailable",
        "This API instance announces no changes (READ_CACHE_MS=0): its published reads are not cached",
      );
    }
    // Tells nginx-style proxies not to buffer the stream (streamSSE says no-cache to caches).
    c.header("x-accel-buffering", "no");
    return streamSSE(c, async (sse) => {
      let changed = false;
      let wake: (() => void) | undefined;
      let closed = false;
      let again: ReturnType<typeof setTimeout> | undefined;
      const tell = () => {
        changed = true;
        wake?.();
      };
      // Subscribed before the first byte: a follower that drops its pages when the stream opens misses
      // no change made after that.
      const unsubscribe = changes.onInvalidate(() => {
        tell();
        // Told once more when no instance can still answer a read it kept from before the change: the
        // follower's pages rendered meanwhile may have read one that had not heard of it yet (NOTIFY
        // reaches each instance at its own pace). After the last of several changes, once.
        clearTimeout(again);
        again = setTimeout(tell, readCacheMs);
      });
      sse.onAbort(() => {
        closed = true;
        wake?.();
      });
      const keepAlive = setInterval(() => {
        sse.write(": keep-alive\n\n").catch(() => {
          // the abort handler ends the stream
        });
      }, publishedChangesKeepAliveMs);
      try {
        await sse.write(": connected\n\n");
        while (!closed) {
          if (!changed) {
            await new Promise<void>((resolve) => (wake = resolve));
            wake = undefined;
            continue;
          }
          // Changes made while the last event was being written are told as one.
          changed = false;
          await sse.writeSSE({ event: publishedChangesEvents.changed, data: new Date().toISOString() });
        }
      } finally {
        clearInterval(keepAlive);
        clearTimeout(again);
        unsubscribe();
      }
    });
  };

  return { stream };
}
