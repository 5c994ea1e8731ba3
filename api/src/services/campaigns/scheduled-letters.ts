import { campaignOfDraft } from "@church/contracts";
import { and, asc, eq, lte, sql } from "drizzle-orm";
import { newsletterDrafts } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import { sleeper } from "../jobs/rows.ts";
import { startCampaign } from "./campaigns.start.ts";

/** How often each instance asks for due letters: a letter goes out at most this late. */
export const SCHEDULED_LETTERS_POLL_MS = 15_000;

type Outcome = "none" | "sent" | "returned";

/**
 * Sends one due letter, if any. The claim is one UPDATE from `scheduled` to `sending` (rows another
 * instance holds are skipped, and a row that is no longer scheduled when the lock is ours does not
 * match), in the transaction that starts its campaign: several instances, or two calls at once, send
 * a letter once; a failure rolls the claim back and the next round tries again. A letter that can no
 * longer go out (its words emptied since it was scheduled, no sender, nobody subscribed) returns to
 * drafts with its time kept, so the composer shows it as missed.
 */
async function sendOneDueLetter(deps: AppDeps, now: Date): Promise<Outcome> {
  return deps.db.transaction(async (tx) => {
    const due = tx
      .select({ id: newsletterDrafts.id })
      .from(newsletterDrafts)
      .where(and(eq(newsletterDrafts.state, "scheduled"), lte(newsletterDrafts.scheduledAt, now)))
      .orderBy(asc(newsletterDrafts.scheduledAt))
      .limit(1)
      .for("update", { skipLocked: true });
    const [letter] = await tx
      .update(newsletterDrafts)
      .set({ state: "sending", version: sql`${newsletterDrafts.version} + 1` })
      .where(
        and(
          eq(newsletterDrafts.id, sql`(${due})`),
          eq(newsletterDrafts.state, "scheduled"),
          lte(newsletterDrafts.scheduledAt, now),
        ),
      )
      .returning();
    if (!letter) return "none";
    const checked = campaignOfDraft(letter);
    const started =
      "fields" in checked
        ? { refused: Object.values(checked.fields).join("; ") }
        : await startCampaign(tx, checked.campaign, letter.updatedBy);
    if ("refused" in started) {
      deps.logger.warn({ draft: letter.id, reason: started.refused }, "scheduled letter not sent");
      await tx.update(newsletterDrafts).set({ state: "draft" }).where(eq(newsletterDrafts.id, letter.id));
      return "returned";
    }
    await tx
      .update(newsletterDrafts)
      .set({ campaignId: started.row.id })
      .where(eq(newsletterDrafts.id, letter.id));
    return "sent";
  });
}

/** Sends every letter due at `now`; answers how many became campaigns. */
export async function sendDueLetters(deps: AppDeps, now: Date = new Date()): Promise<number> {
  let sent = 0;
  for (;;) {
    const outcome = await sendOneDueLetter(deps, now);
    if (outcome === "none") return sent;
    if (outcome === "sent") sent += 1;
  }
}

/** Asks for due letters every `pollMs` until stopped (each instance; the claim keeps it to one send). */
export function startScheduledLetters(deps: AppDeps, pollMs = SCHEDULED_LETTERS_POLL_MS) {
  const pause = sleeper();
  let running = true;
  const loop = (async () => {
    while (running) {
      try {
        await sendDueLetters(deps);
      } catch (error) {
        deps.logger.error({ err: error }, "scheduled letters: sending failed");
      }
      if (running) await pause.sleep(pollMs);
    }
  })();
  return {
    async stop() {
      running = false;
      pause.wake();
      await loop;
    },
  };
}
