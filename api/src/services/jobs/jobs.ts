import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../../db/client.ts";
import { jobs } from "../../db/schema.ts";
import { backoffSeconds, rowsOf, sleeper } from "./rows.ts";

export type JobRow = typeof jobs.$inferSelect;
/** Does the work of one job; throwing makes it retry later with backoff. */
export type JobHandler = (payload: Record<string, unknown>, job: JobRow) => Promise<void>;
export type JobHandlers = Readonly<Record<string, JobHandler>>;

const STALE_MINUTES = 10;
const instanceId = `${process.pid}-${randomUUID().slice(0, 8)}`;

const listeners = new Set<() => void>();

/**
 * Queues a job; call it with the transaction that stored what the job is about. A worker (this
 * instance or another) runs it with `for update skip locked`, retrying with backoff.
 */
export async function enqueueJob(
  db: Db,
  kind: string,
  payload: Record<string, unknown>,
  options: { maxAttempts?: number; runAt?: Date } = {},
): Promise<string> {
  const [row] = await db
    .insert(jobs)
    .values({ kind, payload, maxAttempts: options.maxAttempts ?? 5, runAt: options.runAt ?? new Date() })
    .returning({ id: jobs.id });
  for (const listener of listeners) setTimeout(listener, 25);
  return row?.id ?? "";
}

async function claim(db: Db, limit: number): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    with next as (
      select id from ${jobs}
      where (status = 'pending' and run_at <= now())
         or (status = 'running' and locked_at < now() - make_interval(mins => ${STALE_MINUTES}))
      order by run_at, created_at
      limit ${limit}
      for update skip locked
    )
    update ${jobs} j set status = 'running', attempts = j.attempts + 1, locked_at = now(),
      locked_by = ${instanceId}, updated_at = now()
    from next where j.id = next.id
    returning j.id`);
  return rowsOf<{ id: string }>(result).map((r) => r.id);
}

async function runOne(db: Db, handlers: JobHandlers, job: JobRow, logger?: Logger) {
  const handler = handlers[job.kind];
  try {
    if (!handler) throw new Error(`No handler for jobs of kind "${job.kind}"`);
    await handler(job.payload, job);
    await db.update(jobs).set({ status: "done", lockedAt: null, lastError: null }).where(eq(jobs.id, job.id));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const failed = job.attempts >= job.maxAttempts;
    logger?.warn({ err: error, job: job.id, kind: job.kind, failed }, "job failed");
    await db
      .update(jobs)
      .set({
        status: failed ? "failed" : "pending",
        lockedAt: null,
        lastError: message.slice(0, 1000),
        runAt: new Date(Date.now() + backoffSeconds(job.attempts) * 1000),
      })
      .where(eq(jobs.id, job.id));
  }
}

/** Runs one batch of due jobs; answers how many were claimed. */
export async function runDueJobs(
  db: Db,
  handlers: JobHandlers,
  logger?: Logger,
  batchSize = 5,
): Promise<number> {
  const ids = await claim(db, batchSize);
  if (ids.length === 0) return 0;
  const rows = await db.select().from(jobs).where(inArray(jobs.id, ids));
  for (const job of rows) await runOne(db, handlers, job, logger);
  return ids.length;
}

/** Runs jobs until none is due. */
export async function drainJobs(db: Db, handlers: JobHandlers, logger?: Logger): Promise<number> {
  let total = 0;
  for (;;) {
    const ran = await runDueJobs(db, handlers, logger);
    if (ran === 0) return total;
    total += ran;
  }
}

/** Polls the job table every `pollMs` (and at once when this instance queues a job). */
export function startJobWorker(options: { db: Db; handlers: JobHandlers; logger: Logger; pollMs?: number }) {
  const pause = sleeper();
  const listener = () => pause.wake();
  listeners.add(listener);
  let running = true;
  const loop = (async () => {
    while (running) {
      try {
        await drainJobs(options.db, options.handlers, options.logger);
      } catch (error) {
        options.logger.error({ err: error }, "job worker: polling failed");
      }
      if (running) await pause.sleep(options.pollMs ?? 2000);
    }
  })();
  return {
    async stop() {
      running = false;
      listeners.delete(listener);
      pause.wake();
      await loop;
    },
  };
}
