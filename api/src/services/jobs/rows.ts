/** Rows of `db.execute`: postgres-js answers an array, PGlite an object with `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** Waits `ms`, or less when `wake` is called. */
export function sleeper() {
  let wake: (() => void) | null = null;
  return {
    sleep(ms: number): Promise<void> {
      return new Promise((resolve) => {
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          wake = null;
          resolve();
        }
        wake = done;
      });
    },
    wake() {
      wake?.();
    },
  };
}

/** Runs `work` on every item with at most `limit` at a time. */
export async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  });
  await Promise.all(runners);
}

/** Exponential backoff: 30 s, 1 min, 2 min ... capped at one hour. */
export const backoffSeconds = (attempt: number): number => Math.min(30 * 2 ** Math.max(attempt - 1, 0), 3600);
