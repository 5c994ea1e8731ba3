import { publishedChangesEvents, publishedChangesKeepAliveMs } from "@church/contracts";
import { createParser } from "eventsource-parser";

/** An error's message, with its cause's (fetch says "fetch failed" and puts ECONNREFUSED in the cause). */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return cause ? `${error.message}: ${cause.code ?? cause.message ?? String(cause)}` : error.message;
}

export interface FollowOptions {
  /** The API's stream of published changes (API_ORIGIN + /api/published-changes). */
  url: string;
  /** Drops every rendered page. */
  invalidate: () => void;
  /** How long pages may be kept while the stream is not followed: they are dropped this often. */
  keepWhileDisconnectedMs: number;
  /** First wait before reconnecting; it doubles on each failed attempt, up to `maxRetryMs`. */
  firstRetryMs?: number;
  maxRetryMs?: number;
  /** A stream silent this long is taken for dead (the API comments every 25 s). */
  silenceMs?: number;
  log: (level: "info" | "warn", message: string, fields?: Record<string, unknown>) => void;
  fetch?: typeof fetch;
}

export interface Follower {
  /** Whether the stream is open now (pages are then kept for their full time). */
  following(): boolean;
  stop(): void;
}

/**
 * Follows the API's stream of published changes (decision 012) so that this server's rendered pages
 * are dropped whenever staff change what they show, whichever API instance took the change. When the
 * stream is down (API restarting, network), pages are kept no longer than `keepWhileDisconnectedMs`,
 * the stream is reopened with exponential backoff, and every page is dropped once it is open again
 * (changes may have been missed meanwhile).
 */
export function followPublishedChanges(options: FollowOptions): Follower {
  const fetchImpl = options.fetch ?? fetch;
  const firstRetryMs = options.firstRetryMs ?? 500;
  const maxRetryMs = options.maxRetryMs ?? 30_000;
  const silenceMs = options.silenceMs ?? publishedChangesKeepAliveMs * 2 + 5_000;
  let stopped = false;
  let following = false;
  let connection: AbortController | undefined;
  let sweep: ReturnType<typeof setInterval> | undefined;
  let wakeUp: (() => void) | undefined;

  const lost = () => {
    following = false;
    if (!sweep) {
      sweep = setInterval(options.invalidate, options.keepWhileDisconnectedMs);
      sweep.unref();
    }
  };

  const found = () => {
    following = true;
    clearInterval(sweep);
    sweep = undefined;
    options.invalidate();
  };

  /** One connection, until it fails or ends (an error either way). */
  const followOnce = async () => {
    const controller = new AbortController();
    connection = controller;
    let silence: ReturnType<typeof setTimeout> | undefined;
    const heard = () => {
      clearTimeout(silence);
      silence = setTimeout(() => controller.abort(new Error(`silent for ${silenceMs} ms`)), silenceMs);
      silence.unref();
    };
    heard();
    try {
      const response = await fetchImpl(options.url, {
        headers: { accept: "text/event-stream" },
        signal: controller.signal,
      });
      if (response.status !== 200 || !response.body) {
        await response.body?.cancel();
        throw new Error(`answered ${response.status}`);
      }
      found();
      options.log("info", "following published changes", {
        url: options.url,
        apiInstance: response.headers.get("x-instance-id") ?? undefined,
      });
      const parser = createParser({
        onEvent: (event) => {
          // The API tells a change at once and again when its instances' kept reads are all newer.
          if (event.event === publishedChangesEvents.changed) options.invalidate();
        },
      });
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) throw new Error("the stream ended");
        heard();
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } finally {
      clearTimeout(silence);
    }
  };

  const run = async () => {
    let failures = 0;
    while (!stopped) {
      try {
        await followOnce();
      } catch (error) {
        if (stopped) break;
        const wasFollowing = following;
        lost();
        // A stream that was open starts the count again: the API was there a moment ago.
        failures = wasFollowing ? 1 : failures + 1;
        const base = Math.min(maxRetryMs, firstRetryMs * 2 ** (failures - 1));
        // Jittered, so that the renderers do not all come back to a restarted API at once.
        const delay = Math.round(base * (0.5 + Math.random() / 2));
        options.log("warn", "not following published changes; pages are kept briefly", {
          url: options.url,
          reason: reasonOf(error),
          retryInMs: delay,
          keepMs: options.keepWhileDisconnectedMs,
        });
        await new Promise<void>((resolve) => {
          wakeUp = resolve;
          setTimeout(resolve, delay).unref();
        });
        wakeUp = undefined;
      }
    }
  };

  lost();
  void run();

  return {
    following: () => following,
    stop() {
      stopped = true;
      following = false;
      connection?.abort();
      clearInterval(sweep);
      wakeUp?.();
    },
  };
}
