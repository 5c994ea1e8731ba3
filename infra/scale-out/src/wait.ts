import { setTimeout as sleep } from "node:timers/promises";

/** Polls `check` until it answers true; throws naming `what` after `timeoutMs`. */
export async function waitFor(
  check: () => Promise<boolean> | boolean,
  { timeoutMs, what, intervalMs = 100 }: { timeoutMs: number; what: string; intervalMs?: number },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(intervalMs);
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}
