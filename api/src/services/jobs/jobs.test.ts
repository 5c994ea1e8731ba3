import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { jobs } from "../../db/schema.ts";
import { getTestApp, testDriver, truncate } from "../../test/test-app.ts";
import { drainJobs, enqueueJob, type JobHandlers, runDueJobs } from "./jobs.ts";

describe(`job queue [${testDriver}]`, () => {
  beforeEach(() => truncate("jobs"));

  it("runs each due job once, even with several workers polling at the same time", async () => {
    const { deps } = await getTestApp();
    const seen: number[] = [];
    const handlers: JobHandlers = {
      count: async (payload) => {
        seen.push(Number(payload.n));
      },
    };
    for (let n = 0; n < 30; n++) await enqueueJob(deps.db, "count", { n });
    await Promise.all([
      drainJobs(deps.db, handlers),
      drainJobs(deps.db, handlers),
      drainJobs(deps.db, handlers),
    ]);
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, n) => n));
    const rows = await deps.db.select().from(jobs);
    expect(rows.every((r) => r.status === "done" && r.attempts === 1)).toBe(true);
  });

  it("retries a failing job later with backoff and marks it failed after its last attempt", async () => {
    const { deps } = await getTestApp();
    const handlers: JobHandlers = {
      flaky: async () => {
        throw new Error("SMTP down");
      },
    };
    const id = await enqueueJob(deps.db, "flaky", {}, { maxAttempts: 2 });
    expect(await runDueJobs(deps.db, handlers)).toBe(1);
    const [first] = await deps.db.select().from(jobs).where(eq(jobs.id, id));
    expect(first).toMatchObject({ status: "pending", attempts: 1, lastError: "SMTP down" });
    expect((first?.runAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(20_000);
    // Not due yet: nothing runs.
    expect(await runDueJobs(deps.db, handlers)).toBe(0);
    await deps.db
      .update(jobs)
      .set({ runAt: new Date(0) })
      .where(eq(jobs.id, id));
    await runDueJobs(deps.db, handlers);
    const [last] = await deps.db.select().from(jobs).where(eq(jobs.id, id));
    expect(last).toMatchObject({ status: "failed", attempts: 2 });
  });

  it("takes back a job left running by an instance that stopped", async () => {
    const { deps } = await getTestApp();
    const ran: string[] = [];
    const id = await enqueueJob(deps.db, "resume", {});
    await deps.db
      .update(jobs)
      .set({ status: "running", lockedAt: new Date(Date.now() - 11 * 60_000), lockedBy: "gone" })
      .where(eq(jobs.id, id));
    await drainJobs(deps.db, { resume: async (_p, job) => void ran.push(job.id) });
    expect(ran).toEqual([id]);
  });
});
